/**
 * Download Template of an upload pre-filled with the current data (the org's call plans): the
 * button shows its progress and takes no second press while it works, the sheet is written in the
 * sheet worker, and the page stays responsive meanwhile (a timer on the page keeps ticking).
 */
import type { Page } from '@playwright/test';
import { messages } from '../common/messages';
import { login, openMenu, readDownload, users } from './support';
import { expect, test } from './support/fixtures';

/** Starts a timer on the page that records the longest pause between its ticks. */
async function watchPauses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { longestPause: number };
    w.longestPause = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      w.longestPause = Math.max(w.longestPause, now - last);
      last = now;
    }, 20);
  });
}

const longestPause = (page: Page) =>
  page.evaluate(() => (window as unknown as { longestPause: number }).longestPause);

for (const [screen, fileName] of [
  [messages.uploadFixedCall, 'Template Upload Fixed Call.xlsx'],
  [messages.uploadMasterCall, 'Template Upload Master Call Plan.xls'],
] as const) {
  test(`${screen}: the template of the current plan is written off the page, the button busy meanwhile`, async ({
    page,
  }) => {
    await login(page, users.hoAdmin);
    await openMenu(page, 'Call Management', screen);
    const button = page.getByTestId('download-template');
    await expect(button).toHaveText(messages.downloadTemplate);

    await watchPauses(page);
    const worker = page.waitForEvent('worker');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    const started = Date.now();
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(messages.preparingTemplate);
    await expect(button.getByRole('progressbar')).toBeVisible();
    expect((await worker).url()).toContain('sheet.worker');

    const file = await readDownload(await download);
    const took = Date.now() - started;
    expect(file.fileName).toBe(fileName);
    const rows = file.rows().length;
    await expect(button).toBeEnabled();
    await expect(button).toHaveText(messages.downloadTemplate);
    const pause = await longestPause(page);
    // What it took, for whoever runs the test to read.
    console.log(`${screen}: ${rows} rows in ${took} ms, longest pause ${Math.round(pause)} ms`);
    // Thousands of rows, and the page never froze while they were written: what is left on it (the
    // answer's JSON, handing the rows to the worker) takes a fraction of the seconds SheetJS needs.
    expect(rows).toBeGreaterThan(1000);
    expect(pause).toBeLessThan(2000);
  });
}
