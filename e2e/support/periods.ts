/** Periods in browser tests: a DateField typed into, and a module's period set as head office. */
import { expect, type Page, request } from '@playwright/test';
import type { PeriodType } from '../../common/constants';
import { BRANCH_SEPARATOR } from '../../common/contract/setting';
import { users } from './users';
import { workerServer } from './worker-server';

/** Types a 'YYYY-MM-DD' date into a DateField: its sections take the digits in order. */
export async function typeDateInto(page: Page, testId: string, iso: string): Promise<void> {
  const field = page.getByTestId(testId);
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(iso.replace(/-/g, ''));
  await expect(field.locator('input')).toHaveValue(iso);
}

/**
 * Sets a period as head office through the API, for a test that only needs a module's period
 * closed (and opened again after it): Setting Period's own screen is driven by setting.spec.ts. Branches are given as the screen lists them ('JKT - JAKARTA').
 */
export async function setPeriodByApi(
  module: PeriodType,
  branches: readonly string[],
  start: string,
  end: string,
): Promise<void> {
  const api = await request.newContext({ baseURL: workerServer().baseURL });
  try {
    // The api-key the server writes into the page, as the browser sends it.
    const page = await (await api.get('/')).text();
    const apiKey = /name="armada-api-key" content="([^"]*)"/.exec(page)?.[1] ?? '';
    const headers = { 'api-key': apiKey };
    const { username, password } = users.hoAdmin;
    const login = await api.post('/api/login', { headers, data: { username, password } });
    expect(login.ok()).toBe(true);
    const saved = await api.post('/api/adjust-incentive/addPeriod', {
      headers,
      data: {
        modulName: module,
        periodStart: start,
        periodEnd: end,
        branch: branches.map((b) => b.split(' - ')[0]).join(BRANCH_SEPARATOR),
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}
