/**
 * Where a print run is, kept outside React state: it changes with every label, and only the small
 * progress line reads it (useSyncExternalStore). Were it the screen's state, each label would
 * render the whole list again, which on a busy office PC costs more than printing the label.
 */

/** How far a run is: labels done of those asked. */
export interface PrintCount {
  done: number;
  total: number;
}

export interface PrintProgressState {
  /** 'Sedang mencetak QR untuk {customer}', or 'Sedang mencetak QR'. */
  text: string;
  count: PrintCount;
  /** A cancel was asked: the run stops before its next label or call. */
  cancelling: boolean;
}

export class PrintProgressStore {
  private state: PrintProgressState | null = null;
  private readonly listeners = new Set<() => void>();

  /** The run's state; null when idle. */
  readonly get = (): PrintProgressState | null => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: PrintProgressState | null): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** Changes a running run's state; nothing when idle. */
  update(change: Partial<PrintProgressState>): void {
    if (this.state) this.set({ ...this.state, ...change });
  }
}
