/** Reading a list screen's count and answering its confirmation, as every screen shows them. */
import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../../common/messages';

/** The n of a list's 'Total n baris'; throws when the list shows no total, never NaN. */
export async function listTotal(list: Locator): Promise<number> {
  const text = (await list.getByTestId('list-total').textContent()) ?? '';
  const match = /Total ([\d,]+) baris/.exec(text);
  if (!match?.[1]) throw new Error(`no total in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/**
 * Confirms the open confirmation dialog (the shared ConfirmDialog, titled `title`, by default
 * 'Konfirmasi'), after checking it says `text` when given, and waits for it to close.
 */
export async function confirmDialog(
  page: Page,
  { title = messages.confirmTitle, text }: { title?: string; text?: string } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: messages.submit }).click();
  await expect(dialog).toBeHidden();
}
