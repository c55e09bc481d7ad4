/**
 * The incentive browser test's helpers: finding through the API an invoice of org 101 to adjust
 * (its lines held by a single position each, no request on it yet), and driving the rows of
 * Adjust Incentive as a user does.
 */
import { expect, type Page } from '@playwright/test';
import { contract } from '../../common/contract';
import type { InvoiceLine } from '../../common/contract/incentive';
import { messages } from '../../common/messages';
import { postCall } from './api';
import { confirmDialog } from './list';

/** An invoice to adjust: its lines, and those one position alone holds the credit of. */
export interface Found {
  lines: InvoiceLine[];
  held: { line: InvoiceLine; holder: string }[];
}

/**
 * Invoices of org 101 in number order that no request names yet, the i-th with wanted[i] lines at
 * least held by a single position each.
 */
export async function invoicesToAdjust(page: Page, wanted: readonly number[]): Promise<Found[]> {
  const found: Found[] = [];
  for (let n = 1; n <= 600 && found.length < wanted.length; n++) {
    const invoiceNO = `INV${String(n).padStart(8, '0')}`;
    const lines = await postCall(page, contract.incentive.getInvoiceByID, { invoiceNO });
    if (lines[0]?.ORG_ID !== 101) continue;
    const held: Found['held'] = [];
    for (const line of lines) {
      const holders = await postCall(page, contract.incentive.getSelectStructureFrom, {
        productName: line.PRODUCT_NAME,
        custID: line.SOLD_TO_CUSTOMER_ID,
        invoiceDate: line.TRX_DATE,
      });
      if (holders.length === 1 && holders[0]) held.push({ line, holder: holders[0].POSITION_CODE });
    }
    if (held.length < (wanted[found.length] ?? 1)) continue;
    const requests = await requestsOfInvoice(page, lines[0], 1);
    if (requests.detail?.total === 0) found.push({ lines, held });
  }
  if (found.length < wanted.length) throw new Error('The demo holds no invoice of org 101 to adjust');
  return found;
}

/** The requests of an invoice (its detail part, in the month of its date), `pageSize` of them. */
export function requestsOfInvoice(page: Page, line: InvoiceLine, pageSize?: number) {
  const [year, month] = line.TRX_DATE.split('-').map(Number);
  return postCall(page, contract.incentive.selectAdjustIncentive, {
    month,
    year,
    orgID: 0,
    branchCode: '',
    position: '',
    part: 'detail',
    search: line.TRX_NUMBER,
    pageSize,
  });
}

export const rows = (page: Page) => page.locator('[data-testid^="adjust-row-"]');

const codeOf = (label: string) => label.split(' - ')[0] ?? label;

/**
 * Picks a row's position to: `want` by typing its code, as among a whole org's positions a user
 * does, else the first offered that is none of `avoid`. Answers the code picked.
 */
export async function choosePositionTo(
  page: Page,
  n: number,
  pick: { want?: string; avoid?: string[] },
): Promise<string> {
  const input = page.getByTestId(`row-${n}-position-to`).getByRole('combobox');
  await input.click();
  const listbox = page.getByRole('listbox');
  const options = listbox.getByRole('option');
  if (pick.want) {
    // The first positions show until the answer for the typed code comes: wait for the position.
    await input.fill(pick.want);
    const wanted = options.filter({ hasText: new RegExp(`^${pick.want}( - |$)`) });
    await expect(wanted).toHaveCount(1);
    await wanted.click();
    await expect(listbox).toBeHidden();
    return pick.want;
  }
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  const at = labels.findIndex((l) => !pick.avoid?.includes(codeOf(l)));
  expect(at, labels.join(', ')).toBeGreaterThanOrEqual(0);
  await options.nth(at).click();
  await expect(listbox).toBeHidden();
  return codeOf(labels[at] as string);
}

/** Finds the invoice on Adjust Incentive: its lines become the rows. */
export async function findInvoice(page: Page, invoice: Found): Promise<void> {
  const first = invoice.lines[0] as InvoiceLine;
  await page.getByTestId('invoice-search-text').locator('input').fill(first.TRX_NUMBER.toLowerCase());
  await page.getByTestId('invoice-search').click();
  await expect(page.getByTestId('invoice-number')).toHaveText(first.TRX_NUMBER);
  await expect(page.getByTestId('invoice-customer')).toContainText(first.CUSTOMER_NAME);
  await expect(rows(page)).toHaveCount(invoice.lines.length);
}

/** Deletes the rows of the lines not kept, the lowest first so the numbers above stay; each asks first. */
export async function keepOnly(page: Page, invoice: Found, kept: Found['held']): Promise<void> {
  for (let n = invoice.lines.length; n >= 1; n--) {
    if (kept.some((k) => k.line === invoice.lines[n - 1])) continue;
    await page.getByTestId(`row-${n}-delete`).click();
    await confirmDialog(page, { title: messages.confirmDelete });
  }
  await expect(rows(page)).toHaveCount(kept.length);
}
