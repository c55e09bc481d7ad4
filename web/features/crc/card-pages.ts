/**
 * The page math of Overview File CRC's card grid: how many pages a count of photos fills, and
 * which page links show (spec part 2 section 9: 6 cards a page, 5 page links): consecutive pages
 * with the current one as near the middle as the ends allow, so the links never jump about.
 * Pages are numbered from 1 here, as the links show them; the call counts them from 0.
 */

/** The pages `total` cards fill, `perPage` a page; none for no cards. */
export function pageCount(total: number, perPage: number): number {
  return total <= 0 || perPage <= 0 ? 0 : Math.ceil(total / perPage);
}

/** The page numbers whose links show around `page` of `count` pages, at most `links` of them. */
export function pageLinks(page: number, count: number, links: number): number[] {
  const shown = Math.max(0, Math.min(links, count));
  if (shown === 0) return [];
  const first = Math.min(Math.max(1, page - Math.floor((shown - 1) / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, i) => first + i);
}
