/**
 * A period closed for one branch closes that branch's screens, not the org's others: Submit Target
 * Cabang says 'Periode sudah ditutup.' for the branch chosen, and head office opening a Bandung
 * rep (Bandung's MAPPING SALESREP period is closed in the demo) sees the banner although its own
 * org's period is open.
 */
import { mkdirSync } from 'node:fs';
import { endOfLastMonth } from '../common/dates';
import { messages } from '../common/messages';
import { choose, login, setPeriodByApi, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

test("Submit Target Cabang: BKS's TARGET period closed by head office shows for BKS on the next focus, and JKT stays open", async ({
  page,
}) => {
  await login(page, users.branchAdmin, '/target/submitbranch');
  await expect(page.getByTestId('filter-branch')).toContainText('JKT');
  await choose(page, 'filter-branch', 'BKS - BEKASI');
  const blocked = page.getByTestId('import-blocked');
  await expect(page.getByRole('button', { name: messages.downloadTemplate })).toBeVisible();
  await expect(blocked).toHaveCount(0);

  // Head office closes BKS's period while the branch's screen stays open.
  try {
    await setPeriodByApi('TARGET', ['BKS - BEKASI'], '2024-01-01', endOfLastMonth());
    // The branch user comes back to the window: the period is asked again, no reload needed.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(blocked).toHaveText(messages.periodClosed);
    await page.screenshot({ path: `${SHOTS}/target-branch-period-closed.png` });
    await choose(page, 'filter-branch', 'JKT - JAKARTA');
    await expect(blocked).toHaveCount(0);
    await choose(page, 'filter-branch', 'BKS - BEKASI');
    await expect(blocked).toHaveText(messages.periodClosed);
  } finally {
    await setPeriodByApi('TARGET', ['BKS - BEKASI'], '2024-01-01', '4001-12-31');
  }
});

test("head office opening a Bandung rep is held to Bandung's closed period", async ({ page }) => {
  await login(page, users.hoAdmin, '/mapping-sales-rep/overview');
  const list = page.getByTestId('salesrep-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  await list.getByTestId('list-search').fill('BDG-');
  // The list is searched on the server: its answer first, or the click may land on a row it replaces.
  await expect(list.locator('.MuiDataGrid-row').filter({ hasNotText: 'BDG-' })).toHaveCount(0);
  await list.getByRole('row').filter({ hasText: 'BDG-' }).filter({ hasText: 'ACTIVE' }).first().click();
  const popup = page.getByTestId('salesrep-dialog');
  await expect(popup.getByTestId('period-closed')).toHaveText(messages.periodClosed);
  await expect(popup.getByTestId('salesrep-cutoff')).toBeDisabled();
  await popup.getByRole('button', { name: messages.close }).click();

  await list.getByTestId('list-search').fill('JKT-');
  // The list is searched on the server: its answer first, or the click may land on a row it replaces.
  await expect(list.locator('.MuiDataGrid-row').filter({ hasNotText: 'JKT-' })).toHaveCount(0);
  await list.getByRole('row').filter({ hasText: 'JKT-' }).filter({ hasText: 'ACTIVE' }).first().click();
  await expect(popup.getByTestId('salesrep-history')).toBeVisible();
  await expect(popup.getByTestId('period-closed')).toHaveCount(0);
  await expect(popup.getByTestId('salesrep-cutoff')).toBeEnabled();
});
