/**
 * How a move of the grid's pager becomes a keyset request (common/contract/shared-schemas.ts
 * listQuery): the next page is the one after the shown page's last row, the previous page the one
 * before its first row, the last page the end of the list; a jump the cursors cannot serve (a
 * move while the shown rows are still the previous page's) asks by page number while the page lies
 * within the depth the server serves by number (PAGE_NUMBER_MAX_ROWS), and past it waits for the
 * page on its way, whose cursors then serve the move: the screen never asks for a page the server
 * refuses.
 */
import { PAGE_NUMBER_MAX_ROWS } from '../../../common/contract/shared-schemas';

/** The keyset part of a page request. */
export interface PageNav {
  page: number;
  pageSize: number;
  after?: string;
  before?: string;
  last?: boolean;
}

/** The page on screen: its number and the cursors of its first and last rows. */
export interface ShownPage {
  page: number;
  pageSize: number;
  startCursor: string | null;
  endCursor: string | null;
}

export const firstPage = (pageSize: number): PageNav => ({ page: 0, pageSize });

/**
 * The request for `target` (the grid's new pagination model), or undefined when no request can
 * serve it yet (the pager stays where it is). `shown` is undefined when the rows on screen are not
 * a settled page of the current selection; `total` is the selection's count.
 */
export function navigate(
  target: { page: number; pageSize: number },
  shown: ShownPage | undefined,
  total: number | undefined,
): PageNav | undefined {
  const { page, pageSize } = target;
  if (page <= 0) return firstPage(pageSize);
  if (total !== undefined && total > 0) {
    const lastPage = Math.ceil(total / pageSize) - 1;
    // The last page holds what remains after the full pages before it.
    if (page === lastPage) return { page, pageSize: total - lastPage * pageSize, last: true };
  }
  if (shown && shown.pageSize === pageSize) {
    if (page === shown.page + 1 && shown.endCursor) return { page, pageSize, after: shown.endCursor };
    if (page === shown.page - 1 && shown.startCursor) return { page, pageSize, before: shown.startCursor };
  }
  return (page + 1) * pageSize <= PAGE_NUMBER_MAX_ROWS ? { page, pageSize } : undefined;
}
