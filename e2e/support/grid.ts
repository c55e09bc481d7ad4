/** Driving the data grid as a user does. */
import { expect, type Locator } from '@playwright/test';

/**
 * Ticks a grid row's checkbox. The grid shows a tick one browser task after the click (its
 * selection model updates, then the row re-renders), so Playwright's `check()`, which reads the box
 * once right after its click, could read it unticked on a busy page and fail with 'Clicking the
 * checkbox did not change its state'. The tick is waited for instead, as a user's eye waits.
 */
export async function tickRow(checkbox: Locator): Promise<void> {
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

/** The cells of one column in a data grid's rows. */
export const cells = (list: Locator, field: string) =>
  list.locator(`.MuiDataGrid-row .MuiDataGrid-cell[data-field="${field}"]`);
