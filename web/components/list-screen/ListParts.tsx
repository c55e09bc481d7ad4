/**
 * The parts of a list screen, each showing what useListData holds: the title row, the filters with
 * Load List, the search box with the count and Export, and the grid with its pager. ListScreen
 * arranges them; a screen that needs another arrangement uses them itself.
 */
import { FileDownloadOutlined } from '@mui/icons-material';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { DataGrid, type GridRowParams, type GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../../common/constants';
import { SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import { FocusKeepingButton } from '../FocusKeepingButton';
import { LoadFailed } from '../LoadFailed';
import { SearchField } from '../SearchField';
import { ACTIONS_HEADER, actionsColumn } from './actions-column';
import type { ListFilters, ListScreenProps } from './list-types';
import type { ListData } from './use-list-data';
import { useRestoredScroll } from './use-list-state';
import type { RowPicking } from './use-row-selection';

const PAGE_SIZES = [25, 50, MAX_PAGE_SIZE];
const SHORT_LIST_ROWS = 15;

/** The title of the list and buttons on its right (links to the module's other screens). */
export function ListHeader({ title, actions }: { title?: ReactNode; actions?: ReactNode }) {
  if (!title && !actions) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="h6" component="h1">
        {title}
      </Typography>
      {actions ? (
        <Stack direction="row" spacing={1.5}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The filter controls and Load List (none for a live list, which follows its controls). */
export function FilterBar<Row extends GridValidRowModel, F>({
  filters,
  data,
}: {
  filters: ListFilters<F>;
  data: ListData<Row, F>;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      {filters.controls}
      {/* Load List and Export keep the focus while the list loads or exports (a disabled button
          drops it to the page's <body>). */}
      {data.live ? null : (
        <FocusKeepingButton
          variant="contained"
          onClick={data.loadList}
          disabled={data.query.isFetching}
          sx={{ flexShrink: 0, minWidth: 120 }}
          data-testid="load-list"
        >
          {data.loadLabel}
        </FocusKeepingButton>
      )}
    </Stack>
  );
}

/** The search box, and on its right the screen's own controls, the count and Export. */
export function SearchBar<Row extends GridValidRowModel, F>({
  data,
  props,
  picking,
}: {
  data: ListData<Row, F>;
  props: Pick<ListScreenProps<Row, F>, 'toolbar' | 'exportFileName' | 'exportLabel' | 'source' | 'selection'>;
  /** The rows the checkboxes picked, when the list has them. */
  picking?: RowPicking<Row> | undefined;
}) {
  const { applied, query, failed } = data;
  const exportable = props.exportFileName && (props.source.mode === 'client' || props.source.exportFile);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <SearchField
        value={data.searchText}
        onChange={data.onSearch}
        helperText={
          data.tooShort(data.searchText.trim()) ? messages.searchTooShort(SEARCH_MIN_LENGTH) : undefined
        }
        sx={{ width: { xs: '100%', sm: 320 } }}
        testId="list-search"
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {props.toolbar?.(
          data.rows,
          applied !== undefined && query.data !== undefined && !query.isFetching && !failed,
        )}
        {picking && props.selection ? (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="list-picked">
              {messages.chosenCount(picking.picked.length)}
            </Typography>
            {props.selection.actions(picking.picked)}
          </>
        ) : null}
        {/* The count shows once there is one: not while the first rows load, nor after a failed load. */}
        {applied && query.data !== undefined && !failed ? (
          <Typography variant="body2" color="text.secondary" data-testid="list-total">
            {messages.rowsTotal(data.total)}
          </Typography>
        ) : null}
        {exportable ? (
          <FocusKeepingButton
            variant="outlined"
            startIcon={data.exporting ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
            onClick={data.exportRows}
            disabled={!applied || data.exporting || query.isPending || failed || data.total === 0}
            data-testid="list-export"
          >
            {props.exportLabel ?? messages.exportData}
          </FocusKeepingButton>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Why the load failed, with Retry, above the grid. */
export function ListFailure<Row extends GridValidRowModel, F>({ data }: { data: ListData<Row, F> }) {
  if (!data.failed) return null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <LoadFailed error={data.query.error} onRetry={() => void data.query.refetch()} />
    </Box>
  );
}

type GridProps<Row extends GridValidRowModel, F> = Pick<
  ListScreenProps<Row, F>,
  | 'columns'
  | 'getRowId'
  | 'rowActions'
  | 'onRowClick'
  | 'hiddenColumns'
  | 'gridHeight'
  | 'rowHeight'
  | 'selection'
>;

/** The data grid: a page of rows (virtualised), its pager and order, the scroll kept. */
export function ListGrid<Row extends GridValidRowModel, F>({
  data,
  props,
  picking,
}: {
  data: ListData<Row, F>;
  props: GridProps<Row, F>;
  /** The rows the checkboxes picked: the grid shows checkboxes when given. */
  picking?: RowPicking<Row> | undefined;
}) {
  const { columns, rowActions, server } = { ...props, server: data.server };
  const { failed, applied } = data;
  const gridBox = useRestoredScroll(data.keep, data.query.data !== undefined);
  // A short client list takes the height of its rows instead of a mostly empty box.
  const fitsRows = !server && data.rows.length > 0 && data.rows.length <= SHORT_LIST_ROWS;
  // The grid starts without the columns the screen hides (the user can show them again).
  const hiddenColumns = useMemo(
    () =>
      props.hiddenColumns
        ? {
            columns: {
              columnVisibilityModel: Object.fromEntries(props.hiddenColumns.map((f) => [f, false])),
            },
          }
        : undefined,
    [props.hiddenColumns],
  );
  const gridColumns = useMemo(
    // Actions come first: a wide table scrolls sideways, and the edit icon must stay in sight.
    () => (rowActions?.length ? [actionsColumn(rowActions), ...columns] : columns),
    [columns, rowActions],
  );
  const onRowClick = props.onRowClick;
  const selectable = props.selection?.isRowSelectable;
  const checkboxes = picking
    ? {
        checkboxSelection: true,
        // The count of picked rows, of every page, shows beside the buttons acting on them.
        hideFooterSelectedRowCount: true,
        rowSelectionModel: picking.model,
        onRowSelectionModelChange: picking.onModelChange,
        // Picked rows of other pages stay picked; the header box picks the page's selectable rows.
        keepNonExistentRowsSelected: true,
        disableRowSelectionExcludeModel: true,
        isRowSelectable: selectable ? (params: GridRowParams<Row>) => selectable(params.row) : undefined,
      }
    : {};
  return (
    <Box
      ref={gridBox}
      sx={{
        height: fitsRows ? 'auto' : (props.gridHeight ?? 'max(420px, calc(100vh - 360px))'),
        width: '100%',
      }}
    >
      <DataGrid<Row>
        apiRef={data.apiRef}
        rows={data.rows}
        columns={gridColumns}
        getRowId={props.getRowId}
        loading={data.query.isFetching}
        autoHeight={fitsRows}
        density="compact"
        rowHeight={props.rowHeight}
        disableRowSelectionOnClick
        disableColumnFilter
        onRowClick={onRowClick ? (params) => onRowClick(params.row) : undefined}
        pageSizeOptions={PAGE_SIZES}
        initialState={hiddenColumns}
        paginationModel={data.paging}
        onPaginationModelChange={data.onPaging}
        sortModel={data.sortModel}
        onSortModelChange={data.onSort}
        {...(server
          ? { paginationMode: 'server', sortingMode: 'server', filterMode: 'server', rowCount: data.total }
          : {})}
        {...checkboxes}
        slotProps={{ basePagination: { material: { showFirstButton: true, showLastButton: true } } }}
        // A failed load has no page to move in: its failure shows above the grid instead.
        hideFooter={failed}
        localeText={{
          noRowsLabel: failed ? '' : applied ? messages.noRows : messages.pressToLoad(data.loadLabel),
          noResultsOverlayLabel: failed ? '' : messages.noRows,
        }}
        // Compact cells: wide tables fit beside the menu at 1440 px.
        sx={{
          fontSize: 13,
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 1 },
          [`& .MuiDataGrid-columnHeader.${ACTIONS_HEADER}`]: { px: 0.5 },
          ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
        }}
      />
    </Box>
  );
}
