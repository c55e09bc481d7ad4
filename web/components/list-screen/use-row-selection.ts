/**
 * The rows a list's checkboxes picked (ListScreenProps.selection). The grid knows only the rows of
 * the page shown, so the picked rows themselves are kept here, by id, and stay picked while the
 * user pages or sorts (the grid keeps their ids with keepNonExistentRowsSelected). When the list
 * shows another selection (Load List, another search), only the picks of rows it shows are kept,
 * once its rows have arrived: a row out of sight must not stay picked, and a search typed or pasted
 * just before a tick lands after it (the search box waits for the typing to pause), which must not
 * take away the tick of a row it still shows. They are all forgotten when the list's query key is
 * invalidated (a reload after APPROVE or REJECT): the picked rows may have changed.
 *
 * The reload that follows shows the old rows until its answer comes, and they can be ticked
 * meanwhile (the grid's loading overlay stops the mouse, not Space on a focused checkbox). Such a
 * tick is kept only if its row is still there once the reloaded rows show (with the reloaded
 * values, and only if it may still be picked): a row the reload took away (decided meanwhile) must
 * not stay picked out of sight, to be approved or rejected again, and a row still waiting keeps
 * the tick the user gave it. From then on nothing but the user changes the picks.
 */
import type { GridRowId, GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

export interface RowPicking<Row> {
  /** The picked rows, in the order picked. */
  picked: Row[];
  /** The grid's controlled selection. */
  model: GridRowSelectionModel;
  onModelChange(model: GridRowSelectionModel): void;
}

const NOTHING_PICKED: ReadonlyMap<GridRowId, never> = new Map<GridRowId, never>();

export function useRowSelection<Row extends GridValidRowModel>(
  queryKey: string,
  getRowId: (row: Row) => GridRowId,
  /** The rows of the page shown: a newly ticked id is one of them. */
  shown: readonly Row[],
  /** What the list shows (useListData's selectionKey): another one forgets the picked rows. */
  selectionKey: string,
  /** The list is loading its rows: a reload has not answered yet. */
  loading: boolean,
  /** Whether a row may be picked (RowSelection.isRowSelectable); any row when not given. */
  isRowSelectable?: (row: Row) => boolean,
): RowPicking<Row> {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<ReadonlyMap<GridRowId, Row>>(NOTHING_PICKED);
  const [pickedIn, setPickedIn] = useState(selectionKey);
  // The list's query was invalidated and the rows shown are the ones from before.
  const [reloading, setReloading] = useState(false);
  // Adjusted while rendering (not in an effect), so no frame shows the old picks beside new rows:
  // the render that shows the new selection's rows keeps only the picks among them (below).
  if (pickedIn !== selectionKey) {
    setPickedIn(selectionKey);
    setReloading(true);
  }
  // The render that shows the reloaded rows settles the ticks given while they loaded. The render
  // after the invalidation already sees the reload under way (useQuery reads the query's state as
  // it renders), so `loading` is false here only once the reload has answered (or none was due).
  if (reloading && !loading) {
    setReloading(false);
    const reloaded = new Map(shown.map((row) => [getRowId(row), row]));
    setPicked((before) => {
      if (before.size === 0) return before;
      const kept = new Map<GridRowId, Row>();
      for (const id of before.keys()) {
        const row = reloaded.get(id);
        if (row && (isRowSelectable?.(row) ?? true)) kept.set(id, row);
      }
      return kept;
    });
  }

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
        if (event.query.queryKey[0] !== queryKey) return;
        setPicked(NOTHING_PICKED);
        setReloading(true);
      }),
    [queryClient, queryKey],
  );

  const model = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(picked.keys()) }),
    [picked],
  );
  const pickedRows = useMemo(() => [...picked.values()], [picked]);

  const onModelChange = (next: GridRowSelectionModel) => {
    // The grid is given disableRowSelectionExcludeModel, so its model lists the picked ids.
    const onPage = new Map(shown.map((row) => [getRowId(row), row]));
    setPicked((before) => {
      const after = new Map<GridRowId, Row>();
      for (const id of next.ids) {
        const row = before.get(id) ?? onPage.get(id);
        if (row) after.set(id, row);
      }
      return after;
    });
  };

  return { picked: pickedRows, model, onModelChange };
}
