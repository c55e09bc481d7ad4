/**
 * The state a list screen keeps for the session (web/lib/screen-state.ts), under its query key:
 * back from a row's edit screen, or after a reload, the list shows the same filters, search, page,
 * order and scroll, and loads its rows anew.
 */
import { type Dispatch, type RefObject, type SetStateAction, useEffect, useRef } from 'react';
import { storedUser } from '../../lib/auth-storage';
import { screenStateOf, setScreenState, useScreenState } from '../../lib/screen-state';

/** Declares one kept value of the list (call in the same order on every render, as hooks are). */
export type Keep = <T>(name: string, initial: T | (() => T)) => [T, Dispatch<SetStateAction<T>>];

export function useListState(queryKey: string): Keep {
  const userId = storedUser()?.USER_ID ?? '';
  // biome-ignore lint/correctness/useHookAtTopLevel: keep is called in a fixed order, like a hook.
  return (name, initial) => useScreenState(`${queryKey}.${name}`, userId, initial);
}

/** A page's filter controls, kept beside the list they feed (`queryKey` of its ListScreen). */
export function useListFilters<F>(
  queryKey: string,
  initial: F | (() => F),
): [F, Dispatch<SetStateAction<F>>] {
  return useScreenState(`${queryKey}.filters`, storedUser()?.USER_ID ?? '', initial);
}

/** What Load List applied: the filters a list shows. */
export interface Applied<F> {
  filters: F;
  /** Counts Load List presses, so pressing it again with the same filters loads again. */
  round: number;
}

/**
 * Opens a list on a selection before the user gets there (e.g. the month just submitted): its
 * filter controls hold `filters` and the list loads them, as if Load List had been pressed.
 * `appliedKey` is the list's ListFilters.appliedKey, when it has one.
 */
export function presetListSelection<F>(queryKey: string, filters: F, appliedKey = queryKey): void {
  const userId = storedUser()?.USER_ID ?? '';
  const before = screenStateOf<Applied<F>>(`${appliedKey}.applied`, userId);
  setScreenState(`${queryKey}.filters`, userId, filters);
  setScreenState(`${appliedKey}.applied`, userId, { filters, round: (before?.round ?? 0) + 1 });
  // The grid starts at its top, not where the user left another selection.
  setScreenState(`${queryKey}.scroll`, userId, 0);
}

const SCROLLER = '.MuiDataGrid-virtualScroller';

/**
 * Keeps the grid's scroll position and brings it back once the rows are there again (`ready`).
 * Answers the ref of the box around the grid.
 */
export function useRestoredScroll(keep: Keep, ready: boolean): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = keep('scroll', 0);
  const restored = useRef(false);
  const latest = useRef(scrollTop);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Scroll events do not bubble, but they can be caught on the way down.
    const onScroll = (event: Event) => {
      const target = event.target as HTMLElement;
      if (target.matches?.(SCROLLER)) latest.current = target.scrollTop;
    };
    element.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll, { capture: true });
      setScrollTop(latest.current);
    };
  }, [setScrollTop]);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const top = latest.current;
    if (top <= 0) return;
    // The rows render in the next frame; scroll once they are laid out.
    requestAnimationFrame(() => {
      const scroller = box.current?.querySelector<HTMLElement>(SCROLLER);
      if (scroller) scroller.scrollTop = top;
    });
  }, [ready]);

  return box;
}
