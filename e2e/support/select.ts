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
