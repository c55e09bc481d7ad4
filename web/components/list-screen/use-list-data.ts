/**
 * What a list screen holds and does, apart from how it looks: the filters Load List applied, the
 * search, the page and order, the rows of one page (or of the whole client list) and the count of
 * the selection, loading, and the export. The parts a screen arranges (ListParts.tsx) only show it.
 *
 * Two sources:
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
 */
import {
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { keepPreviousData, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../common/constants';
import { SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import { saveRowsAsExcel } from '../../lib/save-excel';
import { notify } from '../Snackbar';
import { dataFields, excelColumnsOf, searchRows } from './client-rows';
import type { ListScreenProps, ServerPage } from './list-types';
import { firstPage, navigate, type PageNav } from './page-navigation';
import { useDebouncedValue } from './use-debounced-value';
import { type Applied, type Keep, useListState } from './use-list-state';

/** The count of one selection: `key` names its filters, Load List round and search. */
interface Counted {
  key: string;
  total: number;
}

/** What the parts of a list screen show and call. */
export interface ListData<Row extends GridValidRowModel, F> {
  /** The list's kept state, for the scroll of its grid. */
  keep: Keep;
  applied: Applied<F> | undefined;
  live: boolean;
  server: boolean;
  query: UseQueryResult<ServerPage<Row>>;
  /** The load failed (and no Retry is under way): its failure shows instead of rows. */
  failed: boolean;
  rows: Row[];
  total: number;
  searchText: string;
  search: string;
  /** Names what the list shows: its applied filters, their Load List round and the search. */
  selectionKey: string;
  tooShort(text: string): boolean;
  paging: GridPaginationModel;
  sortModel: GridSortModel;
  exporting: boolean;
  loadLabel: string;
  /** The grid's API: the client export writes the rows in the grid's order. */
  apiRef: ReturnType<typeof useGridApiRef>;
  onPaging(model: GridPaginationModel): void;
  onSort(model: GridSortModel): void;
  onSearch(text: string): void;
  loadList(): void;
  exportRows(): Promise<void>;
}

export function useListData<Row extends GridValidRowModel, F>(
  props: ListScreenProps<Row, F>,
): ListData<Row, F> {
  const apiRef = useGridApiRef();
  const { queryKey, columns, source, exportFileName, filters } = props;
  const keep = useListState(queryKey);
  const keepApplied = useListState(filters?.appliedKey ?? queryKey);
  const [pressed, setApplied] = keepApplied<Applied<F> | undefined>('applied', () =>
    filters ? undefined : { filters: undefined as F, round: 0 },
  );
  const live = filters?.live === true;
  const byScreen = props.appliedByScreen;
  const applied: Applied<F> | undefined = byScreen
    ? byScreen.applied
    : live
      ? { filters: filters.value, round: 0 }
      : pressed;
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

  const queryClient = useQueryClient();
  const pageKey = server
    ? [queryKey, applied?.filters, applied?.round, search, order, nav]
    : [queryKey, applied?.filters, applied?.round];
  const query = useQuery({
    queryKey: pageKey,
    enabled: applied !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ServerPage<Row>> => {
      const current = applied as Applied<F>;
      if (source.mode === 'server') {
        // A page asked again (the list reloaded after a save above it, or on refocus) counts again:
        // rows may have been added or removed; a page asked first takes the selection's count.
        const again = queryClient.getQueryData(pageKey) !== undefined;
        const known = counted.current?.key === countKey && !recount.current && !again;
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
  const loadLabel = byScreen?.loadLabel ?? filters?.loadLabel ?? messages.loadList;

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

  const onSort = (model: GridSortModel) => {
    setSortModel(model);
    if (server) toFirstPage();
  };

  return {
    keep,
    applied,
    live,
    server,
    query,
    failed,
    rows,
    total,
    searchText,
    search,
    selectionKey: countKey,
    tooShort,
    paging,
    sortModel,
    exporting,
    loadLabel,
    apiRef,
    onPaging,
    onSort,
    onSearch,
    loadList,
    exportRows,
  };
}
