/**
 * The list screen every overview uses: filters with a Load List button, a debounced search box,
 * a virtualised data grid (at most 100 rows a page), row actions and an Export button.
 *
 * Two data modes:
 * - client: the call answers the whole (small) list; search, sort and paging happen here, and the
 *   export writes the rows the search selects, in the order the grid shows, with SheetJS;
 * - server: the call answers one page ({rows, total, startCursor, endCursor}) for {pageSize,
 *   search, sortField, sortDir} and the keyset of the page (page-navigation.ts): a page costs the
 *   same at any depth. The selection is counted once per filters and search, and the count is
 *   reused while the user pages or sorts. The export asks the module's export call for every row
 *   the filters and search select, in the grid's order.
 *
 * What the list shows (applied filters, search, page, order, scroll and the selection's count) is
 * kept for the session (useListState): back from a row's edit screen, the user finds the list as it
 * was, on the same page with its total, reloaded.
 * The filter controls' values are the page's; pages keep them with useListFilters.
 *
 * A module supplies only its columns, its filters and its calls.
 */
import { FileDownloadOutlined, Search } from '@mui/icons-material';
import {
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridRowId,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ReactElement,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MAX_PAGE_SIZE } from '../../../common/constants';
import { type ListQuery, SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import type { ExcelColumn } from '../../lib/excel';
import { saveRowsAsExcel } from '../../lib/save-excel';
import { LoadFailed } from '../LoadFailed';
import { type NotifyOptions, notify } from '../Snackbar';
import { dataFields, excelColumnsOf, searchRows } from './client-rows';
import { firstPage, navigate, type PageNav } from './page-navigation';
import { useDebouncedValue } from './use-debounced-value';
import { type Applied, useListState, useRestoredScroll } from './use-list-state';

/** Paging, sorting and search of one server request (the contract's listQuery). */
export type PageQuery = PageNav &
  Required<Pick<ListQuery, 'search' | 'count'>> &
  Pick<ListQuery, 'sortField' | 'sortDir'>;

/** What a server list call answers (the contract's pageOf). */
export interface ServerPage<Row> {
  rows: Row[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
}

/** The order of a server export: the grid's sort. */
export type ExportQuery = { search: string } & Pick<ListQuery, 'sortField' | 'sortDir'>;

export interface ClientSource<Row, F> {
  mode: 'client';
  load(filters: F, signal: AbortSignal): Promise<Row[]>;
  /** Columns of the exported file; by default the grid's data columns. */
  exportColumns?: ExcelColumn<Row>[];
  /**
   * The module's export call, when the spec names one: it writes the rows the search selects, in
   * the server's order. Without it the export is written here from the grid's rows and order.
   */
  exportFile?(filters: F, query: { search: string }): Promise<void>;
}

export interface ServerSource<Row, F> {
  mode: 'server';
  load(filters: F, query: PageQuery, signal: AbortSignal): Promise<ServerPage<Row>>;
  /**
   * Downloads every row the filters and search select, in the grid's order (the module's export
   * call). A list without one has no Export button (with exportFileName, which names the file).
   */
  exportFile?(filters: F, query: ExportQuery): Promise<void>;
}

export interface RowAction<Row> {
  label: string;
  icon: ReactElement;
  onClick(row: Row): void;
  /** The action applies to some rows only (e.g. Reject to rows awaiting approval). */
  shownFor?(row: Row): boolean;
  /** data-testid of the button, for browser tests. */
  testId?: string;
}

export interface ListFilters<F> {
  /** The filters as the controls hold them now; Load List applies them. */
  value: F;
  controls: ReactNode;
  /** A message when the filters cannot be loaded yet (e.g. no branch chosen). */
  check?(value: F): string | undefined;
  /** How the check's message shows (the location overview's 2 seconds). */
  checkNotice?: NotifyOptions;
  /**
   * The Load List button's label where the spec names it otherwise ('Search Target Overview'); the
   * empty list's hint names it too.
   */
  loadLabel?: string;
  /**
   * Lists that show one selection in different ways (the tabs of a screen) name one key: what Load
   * List applies in one of them, each shows when opened. Without it, the list's own queryKey.
   */
  appliedKey?: string;
  /**
   * The list follows the controls as they change and has no Load List button: for a short list
   * whose one filter costs nothing to apply (Setting Period's module).
   */
  live?: boolean;
}

export interface ListScreenProps<Row extends GridValidRowModel, F> {
  /** First part of the query key; invalidate it to reload the list after a change. */
  queryKey: string;
  columns: GridColDef<Row>[];
  getRowId(row: Row): GridRowId;
  source: ClientSource<Row, F> | ServerSource<Row, F>;
  /** The export's file name (the spec's); without it the list has no Export button. */
  exportFileName?: string;
  exportLabel?: string;
  /** With filters, nothing loads until Load List; without, the list loads at once. */
  filters?: ListFilters<F>;
  rowActions?: RowAction<Row>[];
  /** A click on a row (outside its action buttons) opens it, e.g. in a dialog. */
  onRowClick?(row: Row): void;
  title?: ReactNode;
  /** Buttons on the right of the title (e.g. links to the module's other screens). */
  headerActions?: ReactNode;
  /**
   * Controls beside the count and Export that act on the rows shown (the search applied), e.g. the
   * print screens' Print All; `loaded` is false until the applied filters' rows are there.
   */
  toolbar?(rows: Row[], loaded: boolean): ReactNode;
  /**
   * Another view of the rows shown (the search applied), between the search box and the table: a
   * map. A server list's view of its whole selection takes `selection` (the filters Load List
   * applied, its round and the search) and asks its own call, since `rows` is one page.
   */
  beforeGrid?(rows: Row[], selection: ListSelection<F> | undefined): ReactNode;
  /**
   * The order a server list asks for while the user has chosen none (the grid shows no arrow):
   * e.g. newest first by an id that is no column. Without it the server's default order serves.
   */
  defaultSort?: GridSortModel[number];
  /**
   * Columns the grid starts without (the user can show them from a column's menu); search and
   * export still take them. For a wide row whose key columns must fit beside the menu.
   */
  hiddenColumns?: readonly string[];
  /** Height of the grid: the rows of a page scroll inside it (virtualised). */
  gridHeight?: number | string;
  testId?: string;
}

const PAGE_SIZES = [25, 50, MAX_PAGE_SIZE];
const SHORT_LIST_ROWS = 15;

/** The narrow actions column's header takes less padding, so 'Action' shows whole. */
const ACTIONS_HEADER = 'list-actions-header';

function actionsColumn<Row extends GridValidRowModel>(actions: RowAction<Row>[]): GridColDef<Row> {
  return {
    field: '__actions',
    type: 'actions',
    headerName: messages.actionsLabel,
    width: Math.max(52, actions.length * 40),
    headerClassName: ACTIONS_HEADER,
    sortable: false,
    renderCell: (params) => (
      <GridActionsCell {...params}>
        {actions
          .filter((action) => action.shownFor?.(params.row) ?? true)
          .map((action) => (
            <GridActionsCellItem
              key={action.label}
              // An icon alone does not say what it does: its label shows on hover.
              icon={<Tooltip title={action.label}>{action.icon}</Tooltip>}
              label={action.label}
              onClick={() => action.onClick(params.row)}
              data-testid={action.testId}
            />
          ))}
      </GridActionsCell>
    ),
  };
}

/** What a list shows: the filters Load List applied, the round of that press, and the search. */
export interface ListSelection<F> {
  filters: F;
  round: number;
  search: string;
}

/** The count of one selection: `key` names its filters, Load List round and search. */
interface Counted {
  key: string;
  total: number;
}

export function ListScreen<Row extends GridValidRowModel, F = undefined>(props: ListScreenProps<Row, F>) {
  const { queryKey, columns, getRowId, source, exportFileName, filters, rowActions, title } = props;
  const apiRef = useGridApiRef();
  const keep = useListState(queryKey);
  const keepApplied = useListState(filters?.appliedKey ?? queryKey);
  const [pressed, setApplied] = keepApplied<Applied<F> | undefined>('applied', () =>
    filters ? undefined : { filters: undefined as F, round: 0 },
  );
  const live = filters?.live === true;
  const applied: Applied<F> | undefined = live ? { filters: filters.value, round: 0 } : pressed;
  const [searchText, setSearchText] = keep('search', '');
  const server = source.mode === 'server';
  // A server list searches from SEARCH_MIN_LENGTH characters on (fewer cannot use its index and
  // the server refuses them); until then it shows its rows unfiltered and says why.
  const tooShort = (text: string) => server && text.length > 0 && text.length < SEARCH_MIN_LENGTH;
  const typed = useDebouncedValue(searchText.trim());
  const search = tooShort(typed) ? '' : typed;
  const [paging, setPaging] = keep<GridPaginationModel>('paging', { page: 0, pageSize: MAX_PAGE_SIZE });
  const [nav, setNav] = keep<PageNav>('nav', () => firstPage(MAX_PAGE_SIZE));
  const [sortModel, setSortModel] = keep<GridSortModel>('sort', []);
  const [exporting, setExporting] = useState(false);
  // The count of a selection (filters, Load List round and search), kept while the user pages,
  // and kept with the list: a list that comes back on a later page (from a row's edit) reloads or
  // takes from the cache a page that was asked without its count, and still knows its total.
  const [keptCount, keepCount] = keep<Counted | undefined>('count', undefined);
  const counted = useRef(keptCount);
  // A list that comes back counts its selection again with its first request (rows may have been
  // changed meanwhile); the kept count shows until then.
  const recount = useRef(true);

  const sort = sortModel[0] ?? (server ? props.defaultSort : undefined);
  const order = { sortField: sort?.field, sortDir: sort?.sort ?? undefined };
  const countKey = JSON.stringify([applied?.filters, applied?.round, search]);

  const query = useQuery({
    queryKey: server
      ? [queryKey, applied?.filters, applied?.round, search, order, nav]
      : [queryKey, applied?.filters, applied?.round],
    enabled: applied !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ServerPage<Row>> => {
      const current = applied as Applied<F>;
      if (source.mode === 'server') {
        const known = counted.current?.key === countKey && !recount.current;
        const page = await source.load(current.filters, { ...nav, ...order, search, count: !known }, signal);
        if (page.total !== null) {
          counted.current = { key: countKey, total: page.total };
          recount.current = false;
          keepCount(counted.current);
        }
        return page;
      }
      const rows = await source.load(current.filters, signal);
      return { rows, total: rows.length, startCursor: null, endCursor: null };
    },
  });

  const gridBox = useRestoredScroll(keep, query.data !== undefined);
  // A load that failed (server down, a refusal) shows why and a Retry, never "no data", a range
  // or Export of rows that are not there; a Retry under way shows as loading.
  const failed = query.isError && !query.isFetching;

  const fields = useMemo(() => dataFields(columns), [columns]);
  const rows = useMemo(() => {
    const loaded = failed ? [] : (query.data?.rows ?? []);
    return server ? loaded : searchRows(loaded, fields, search);
  }, [query.data, failed, server, fields, search]);
  const total = server
    ? counted.current?.key === countKey
      ? counted.current.total
      : (query.data?.total ?? counted.current?.total ?? 0)
    : rows.length;

  /** A new selection, order or page size starts at its first page. */
  const toFirstPage = (pageSize = paging.pageSize) => {
    setPaging({ page: 0, pageSize });
    setNav(firstPage(pageSize));
  };

  // A live list starts at its first page when its controls change (not when it comes back).
  const liveKey = live ? JSON.stringify(applied?.filters) : undefined;
  const shownLiveKey = useRef(liveKey);
  const liveChanged = useEffectEvent(() => toFirstPage());
  useEffect(() => {
    if (shownLiveKey.current === liveKey) return;
    shownLiveKey.current = liveKey;
    liveChanged();
  }, [liveKey]);

  const onPaging = (model: GridPaginationModel) => {
    if (!server) return setPaging(model);
    if (model.pageSize !== paging.pageSize) return toFirstPage(model.pageSize);
    // The cursors of the page on screen serve a move to its neighbours; rows still shown from the
    // page before (while the new one loads) are not a page to move from.
    const shown =
      query.data && !query.isPlaceholderData && !query.isFetching
        ? { page: paging.page, pageSize: paging.pageSize, ...query.data }
        : undefined;
    const next = navigate(model, shown, total);
    // A deep page that only the cursors of the page still loading can reach: the pager stays.
    if (next === undefined) return;
    setPaging(model);
    setNav(next);
  };
  // A short client list takes the height of its rows instead of a mostly empty box.
  const fitsRows = !server && rows.length > 0 && rows.length <= SHORT_LIST_ROWS;

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
  const loadLabel = filters?.loadLabel ?? messages.loadList;

  const gridColumns = useMemo(
    // Actions come first: a wide table scrolls sideways, and the edit icon must stay in sight.
    () => (rowActions?.length ? [actionsColumn(rowActions), ...columns] : columns),
    [columns, rowActions],
  );

  const loadList = () => {
    if (!filters) return;
    const problem = filters.check?.(filters.value);
    if (problem) {
      notify.error(problem, filters.checkNotice);
      return;
    }
    toFirstPage();
    setApplied((prev) => ({ filters: filters.value, round: (prev?.round ?? 0) + 1 }));
  };

  const onSearch = (text: string) => {
    setSearchText(text);
    toFirstPage();
  };

  const exportRows = async () => {
    if (!applied || !exportFileName) return;
    setExporting(true);
    try {
      if (source.mode === 'server') {
        await source.exportFile?.(applied.filters, { search, ...order });
      } else if (source.exportFile) {
        await source.exportFile(applied.filters, { search });
      } else {
        // The grid's order (its sort) over the rows the search selects.
        const sorted = apiRef.current ? (apiRef.current.getSortedRows() as Row[]) : rows;
        const excel = source.exportColumns ?? excelColumnsOf(columns);
        // SheetJS is loaded on the first export, not with the page.
        await saveRowsAsExcel(excel, sorted, exportFileName);
      }
    } catch {
      // The API client has shown the failure in the snackbar.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid={props.testId}>
      {title || props.headerActions ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          {props.headerActions ? (
            <Stack direction="row" spacing={1.5}>
              {props.headerActions}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {filters ? (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { md: 'center' } }}
        >
          {filters.controls}
          {live ? null : (
            <Button
              variant="contained"
              onClick={loadList}
              disabled={query.isFetching}
              sx={{ flexShrink: 0, minWidth: 120 }}
              data-testid="load-list"
            >
              {loadLabel}
            </Button>
          )}
        </Stack>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <TextField
          label={messages.searchLabel}
          value={searchText}
          onChange={(e) => onSearch(e.target.value)}
          helperText={tooShort(searchText.trim()) ? messages.searchTooShort(SEARCH_MIN_LENGTH) : undefined}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            htmlInput: { 'data-testid': 'list-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {props.toolbar?.(
            rows,
            applied !== undefined && query.data !== undefined && !query.isFetching && !failed,
          )}
          {/* The count shows once there is one: not while the first rows load, nor after a failed load. */}
          {applied && query.data !== undefined && !failed ? (
            <Typography variant="body2" color="text.secondary" data-testid="list-total">
              {messages.rowsTotal(total)}
            </Typography>
          ) : null}
          {exportFileName && (source.mode === 'client' || source.exportFile) ? (
            <Button
              variant="outlined"
              startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
              onClick={exportRows}
              disabled={!applied || exporting || query.isPending || failed || total === 0}
              data-testid="list-export"
            >
              {props.exportLabel ?? messages.exportData}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {props.beforeGrid ? (
        <Box sx={{ mb: 2 }}>
          {props.beforeGrid(
            rows,
            applied ? { filters: applied.filters, round: applied.round, search } : undefined,
          )}
        </Box>
      ) : null}
      {failed ? (
        <Box sx={{ mb: 1.5 }}>
          <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      ) : null}
      <Box
        ref={gridBox}
        sx={{
          height: fitsRows ? 'auto' : (props.gridHeight ?? 'max(420px, calc(100vh - 360px))'),
          width: '100%',
        }}
      >
        <DataGrid<Row>
          apiRef={apiRef}
          rows={rows}
          columns={gridColumns}
          getRowId={getRowId}
          loading={query.isFetching}
          autoHeight={fitsRows}
          density="compact"
          disableRowSelectionOnClick
          disableColumnFilter
          onRowClick={props.onRowClick ? (params) => props.onRowClick?.(params.row) : undefined}
          pageSizeOptions={PAGE_SIZES}
          initialState={hiddenColumns}
          paginationModel={paging}
          onPaginationModelChange={onPaging}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            if (server) toFirstPage();
          }}
          {...(server
            ? { paginationMode: 'server', sortingMode: 'server', filterMode: 'server', rowCount: total }
            : {})}
          slotProps={{ basePagination: { material: { showFirstButton: true, showLastButton: true } } }}
          // A failed load has no page to move in: its failure shows above the grid instead.
          hideFooter={failed}
          localeText={{
            noRowsLabel: failed ? '' : applied ? messages.noRows : messages.pressToLoad(loadLabel),
            noResultsOverlayLabel: failed ? '' : messages.noRows,
          }}
          // Compact cells: wide tables fit beside the menu at 1440 px.
          sx={{
            fontSize: 13,
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
            '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 1 },
            [`& .MuiDataGrid-columnHeader.${ACTIONS_HEADER}`]: { px: 0.5 },
            ...(props.onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          }}
        />
      </Box>
    </Paper>
  );
}
