/**
 * What a list screen is made of, as types: where its rows come from (a client source answers the
 * whole small list, a server source one page), its filters, its row actions and what it shows.
 */
import type { GridColDef, GridRowId, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactElement, ReactNode } from 'react';
import type { ListQuery } from '../../../common/contract/shared-schemas';
import type { ExcelColumn } from '../../lib/excel';
import type { NotifyOptions } from '../Snackbar';
import type { PageNav } from './page-navigation';

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
  /**
   * Under the table: what the rows add up to over the whole selection (the incentive lists'
   * totals), which a server list's screen takes from its own answer since `rows` is one page.
   */
  afterGrid?(rows: Row[], selection: ListSelection<F> | undefined): ReactNode;
  /**
   * Checkboxes to pick rows and act on them together (an approval's APPROVE and REJECT). Picked rows
   * stay picked while the user pages or sorts, and are forgotten whenever the list loads anew.
   */
  selection?: RowSelection<Row>;
  /**
   * The filters the screen applies itself, for lists shown together under one filter bar (Adjust
   * Incentive Summary's summary and detail). Such a list has no filters of its own.
   */
  appliedByScreen?: ScreenApplied<F>;
  /** Height of the grid: the rows of a page scroll inside it (virtualised). */
  gridHeight?: number | string;
  /**
   * Height of a row where a cell shows more than a line of text (a photo's thumbnail): the grid's
   * rowHeight, which its compact density scales by 0.7 (80 is a 56 px row).
   */
  rowHeight?: number;
  testId?: string;
}

/**
 * Rows picked with checkboxes. They are forgotten when the list loads anew: another Load List or
 * search, or a reload after a change (its query key invalidated, e.g. after APPROVE), since the
 * rows picked may have changed meanwhile.
 */
export interface RowSelection<Row> {
  /** Rows that may not be picked show a disabled checkbox (e.g. a request the user made). */
  isRowSelectable?(row: Row): boolean;
  /** Buttons acting on the picked rows (in the order picked), beside the count of picked rows. */
  actions(picked: readonly Row[]): ReactNode;
}

/** What the screen's own button applied: undefined until it is pressed; each press a new round. */
export interface ScreenApplied<F> {
  applied: { filters: F; round: number } | undefined;
  /** The screen's button (FIND), named in the empty list's hint. */
  loadLabel: string;
}

/** What a list shows: the filters Load List applied, the round of that press, and the search. */
export interface ListSelection<F> {
  filters: F;
  round: number;
  search: string;
}
