/** Sets a module's period for branches through the Setting Period screen, as head office does. */
import { expect, type Page } from '@playwright/test';
import { messages } from '../../common/messages';

/** Types a 'YYYY-MM-DD' date into a DateField: its sections take the digits in order. */
export async function typeDateInto(page: Page, testId: string, iso: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(iso.replace(/-/g, ''));
  await expect(field.locator('input')).toHaveValue(iso);
}

export async function setPeriod(
  page: Page,
  module: string,
  branches: readonly string[],
  start: string,
  end: string,
): Promise<void> {
  await page.goto('/setting/settingperiod');
  const form = page.getByTestId('period-form');
  await form.getByTestId('period-module').getByRole('combobox').click();
  await page.getByRole('option', { name: module, exact: true }).click();
  await page.getByTestId('period-branches').click();
  const dialog = page.getByTestId('period-branches-dialog').getByRole('dialog');
  for (const branch of branches) {
    await dialog.getByTestId('multi-select-search').fill(branch.slice(0, 3));
    await dialog.getByRole('checkbox', { name: branch, exact: true }).check();
  }
  await dialog.getByTestId('multi-select-ok').click();
  await typeDateInto(page, 'period-start', start);
  await typeDateInto(page, 'period-end', end);
  await form.getByRole('button', { name: messages.addUpdate }).click();
  const confirm = page.getByRole('dialog', { name: messages.confirmTitle });
  await confirm.getByRole('button', { name: messages.submit }).click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: messages.dataSaved })).toBeVisible();
}
