/**
 * The list screen every overview uses, arranged from its parts: the title, filters with a Load
 * List button, a debounced search box with the count and Export, another view of the rows (a map)
 * where the screen has one, and a virtualised data grid (at most 100 rows a page) with row
 * actions or checkboxes picking rows to act on together, and what the rows add up to under it.
 * What the list holds and loads is useListData's (a client or a server source); the filter
 * controls' values are the page's, kept with useListFilters.
 *
 * A module supplies only its columns, its filters and its calls.
 */
import { Box, Paper } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { FilterBar, ListFailure, ListGrid, ListHeader, SearchBar } from './ListParts';
import type { ListScreenProps } from './list-types';
import { useListData } from './use-list-data';
import { useRowSelection } from './use-row-selection';

export type {
  ClientSource,
  ExportQuery,
  ListFilters,
  ListScreenProps,
  ListSelection,
  PageQuery,
  RowAction,
  RowSelection,
  ScreenApplied,
  ServerPage,
  ServerSource,
} from './list-types';

export function ListScreen<Row extends GridValidRowModel, F = undefined>(props: ListScreenProps<Row, F>) {
  const data = useListData(props);
  const { applied, search } = data;
  const picking = useRowSelection(
    props.queryKey,
    props.getRowId,
    data.rows,
    data.selectionKey,
    data.query.isFetching,
    props.selection?.isRowSelectable,
  );
  const selection = applied ? { filters: applied.filters, round: applied.round, search } : undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid={props.testId}>
      <ListHeader title={props.title} actions={props.headerActions} />
      {props.filters ? <FilterBar filters={props.filters} data={data} /> : null}
      <SearchBar data={data} props={props} picking={props.selection ? picking : undefined} />
      {props.beforeGrid ? <Box sx={{ mb: 2 }}>{props.beforeGrid(data.rows, selection)}</Box> : null}
      <ListFailure data={data} />
      <ListGrid data={data} props={props} picking={props.selection ? picking : undefined} />
      {props.afterGrid ? <Box sx={{ mt: 1.5 }}>{props.afterGrid(data.rows, selection)}</Box> : null}
    </Paper>
  );
}
