/** Picks an option of a screen's select, as a person does: open it, click the option, see it close. */
import { expect, type Page } from '@playwright/test';

/**
 * Opens the select under `testId` and clicks the option named `option` (exactly, when a string).
 * It returns once the menu has closed: until then its invisible backdrop takes every click, so the
 * next click of a test would land on the backdrop on a slow machine.
 */
export async function choose(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).getByRole('combobox').click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(listbox).toBeHidden();
}

/**
 * Chooses a position by typing its code into the position select, as among thousands of positions
 * a user does: waits for `call` (the search the select makes) to ask for the text, then clicks the
 * position offered; `shot`, a file to take a screenshot of the offer in first.
 */
export async function typePosition(page: Page, code: string, call: string, shot?: string): Promise<void> {
  const input = page.getByTestId('filter-position').getByRole('combobox');
  await input.click();
  const asked = page.waitForRequest(
    (r) => r.url().endsWith(`/api${call}`) && r.postDataJSON()?.search === code,
  );
  await input.fill(code);
  await asked;
  const option = page.getByRole('option', { name: code, exact: true });
  await expect(option).toBeVisible();
  if (shot) await page.screenshot({ path: shot });
  await option.click();
  await expect(input).toHaveValue(code);
}
