/**
 * State a screen keeps while the user is away from it (in this tab's session storage): a list's
 * filters, search, page, order and scroll survive opening a row's edit screen and coming back, and
 * a reload of the page. Kept per user, and cleared at logout, so the next user of the browser starts
 * clean. Values must survive JSON.
 */
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';

const PREFIX = 'armada.screen.';

/** The storage key of a screen's state, per user. */
function storageKey(key: string, userId: string): string {
  return `${PREFIX}${userId}.${key}`;
}

function read<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only means the screen starts afresh next time.
  }
}

/**
 * Sets what a screen that is not open will find under `key` (e.g. a list's filters, set by the
 * screen that sends the user there).
 */
export function setScreenState(key: string, userId: string, value: unknown): void {
  write(storageKey(key, userId), value);
}

/** What a screen keeps under `key`, undefined when nothing. */
export function screenStateOf<T>(key: string, userId: string): T | undefined {
  return read<T>(storageKey(key, userId));
}

/** Removes every screen's kept state (logout). */
export function clearScreenStates(): void {
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  }
}

/**
 * useState whose value is kept under `key` for the user `userId`: the screen opens with what it
 * held last time in this tab, or `initial`.
 */
export function useScreenState<T>(
  key: string,
  userId: string,
  initial: T | (() => T),
): [T, Dispatch<SetStateAction<T>>] {
  const full = storageKey(key, userId);
  const [value, setValue] = useState<T>(() => {
    const kept = read<T>(full);
    if (kept !== undefined) return kept;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      if (typeof next !== 'function') {
        // Written at once: a screen on its way out (an unmount) keeps its last value too.
        write(full, next);
        setValue(next);
        return;
      }
      setValue((current) => {
        const value = (next as (c: T) => T)(current);
        write(full, value);
        return value;
      });
    },
    [full],
  );
  return [value, set];
}
