/**
 * A server-paged list call as API tests drive it: one page of a body, and every row of a selection
 * walked page by page along the cursors (the way the list screen moves).
 */
import { expect } from 'vitest';
import { t } from './demo-app';

export interface PageOf<Row> {
  rows: Row[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
}

export function pagedList<Row>(path: string) {
  async function page(body: Record<string, unknown>, token: string): Promise<PageOf<Row>> {
    const res = await t.call('POST', path, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** Every row of a selection, page by page along the cursors. */
  async function everyRow(body: Record<string, unknown>, token: string, pageSize = 100): Promise<Row[]> {
    let current = await page({ ...body, pageSize }, token);
    const all = [...current.rows];
    while (current.endCursor && current.rows.length === pageSize) {
      current = await page({ ...body, pageSize, after: current.endCursor, count: false }, token);
      all.push(...current.rows);
    }
    return all;
  }

  return { page, everyRow };
}
