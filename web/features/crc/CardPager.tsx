/**
 * The pager of Overview File CRC's cards: MUI's Pagination with first, previous, next and last,
 * and exactly the page links pageLinks picks (5 consecutive pages; MUI's own scheme adds the first
 * and last page and ellipses, showing 6 or 7 numbers as the page moves).
 */
import { Pagination, PaginationItem } from '@mui/material';
import { pageLinks } from './card-pages';

export function CardPager(props: {
  /** The page shown, from 1. */
  page: number;
  count: number;
  links: number;
  onChange(page: number): void;
  disabled?: boolean;
}) {
  const shown = new Set(pageLinks(props.page, props.count, props.links));
  return (
    <Pagination
      count={props.count}
      page={props.page}
      onChange={(_, page) => props.onChange(page)}
      disabled={props.disabled}
      showFirstButton
      showLastButton
      // Enough pages on each side for any window of `links` around the page; the rest are hidden.
      siblingCount={props.links}
      boundaryCount={0}
      color="primary"
      renderItem={(item) => {
        if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis') return null;
        if (item.type === 'page' && !shown.has(item.page ?? 0)) return null;
        return (
          <PaginationItem
            {...item}
            data-testid={item.type === 'page' ? `card-page-${item.page}` : `card-page-${item.type}`}
          />
        );
      }}
      data-testid="card-pager"
    />
  );
}
