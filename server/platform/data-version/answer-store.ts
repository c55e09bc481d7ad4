/**
 * Answers kept in this process under their full key (the caller's key and the data versions it was
 * computed at), with two promises: a bounded memory (least recently used first out, by count and by
 * size), and one computation per full key at a time, however many requests miss it at once.
 */

export interface AnswerStoreLimits {
  /** Answers kept at most; 0 keeps none (each answer is still computed once for simultaneous requests). */
  entries: number;
  /** The size of the answers kept, in characters of their JSON text. */
  chars: number;
}

/** Counts are a few characters; a kept summary of a month is a few kilobytes. */
export const DEFAULT_LIMITS: AnswerStoreLimits = { entries: 2000, chars: 16 * 1024 * 1024 };

/** An answer bigger than this share of the size limit is handed out but not kept: it would evict the rest. */
const LARGEST_SHARE = 4;

interface Kept {
  value: unknown;
  chars: number;
}

/** How a request may use the store: see AnswerStore.answer. */
export type AnswerUse = 'share' | 'alone' | 'own';

/** A computation started by one request and awaited by the others that missed the same full key. */
interface Flight {
  done: Promise<unknown>;
}

/** The size an answer takes, told by its JSON text (a number or a short list costs almost nothing). */
function charsOf(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

export class AnswerStore {
  private readonly kept = new Map<string, Kept>();
  private readonly flights = new Map<string, Flight>();
  private keptChars = 0;
  /** Computations run, for tests and the bench: one per miss that nobody else was computing. */
  computed = 0;

  constructor(readonly limits: AnswerStoreLimits = DEFAULT_LIMITS) {}

  get size(): number {
    return this.kept.size;
  }

  /**
   * The answer kept under `fullKey`, else the one being computed for it, else a computation of
   * `compute` that others may join (`share`). Inside a transaction (`alone`) a kept answer is
   * served, but a miss is computed by the transaction itself and kept, never awaited from another
   * request: on PGlite the transaction holds the one connection, so that other computation could
   * not run before the transaction ends. A transaction that has written the tables the answer
   * reads (`own`) computes alone and keeps nothing.
   */
  async answer<T>(fullKey: string, compute: () => Promise<T>, how: AnswerUse = 'share'): Promise<T> {
    if (how === 'own') return compute();
    // A request joining another's computation may see it fail for a reason of that request alone
    // (its client left, and its queries are no longer started): it then tries again, at most as
    // many times as there are requests to fail, and finally computes for itself.
    for (let attempt = 0; attempt < 3; attempt++) {
      const hit = this.kept.get(fullKey);
      if (hit) {
        // Most recently used last: a Map keeps insertion order.
        this.kept.delete(fullKey);
        this.kept.set(fullKey, hit);
        return hit.value as T;
      }
      if (how === 'alone') break;
      const flight = this.flights.get(fullKey);
      if (!flight) return this.fly(fullKey, compute);
      try {
        return (await flight.done) as T;
      } catch {
        // Retried above: the failure was another request's.
      }
    }
    const value = await compute();
    this.keep(fullKey, value);
    return value;
  }

  private async fly<T>(fullKey: string, compute: () => Promise<T>): Promise<T> {
    const done = compute();
    const flight: Flight = { done };
    this.flights.set(fullKey, flight);
    this.computed++;
    try {
      const value = await done;
      this.keep(fullKey, value);
      return value;
    } finally {
      if (this.flights.get(fullKey) === flight) this.flights.delete(fullKey);
    }
  }

  private keep(fullKey: string, value: unknown): void {
    if (this.limits.entries <= 0) return;
    const chars = charsOf(value);
    if (chars > this.limits.chars / LARGEST_SHARE) return;
    const before = this.kept.get(fullKey);
    if (before) {
      this.kept.delete(fullKey);
      this.keptChars -= before.chars;
    }
    this.kept.set(fullKey, { value, chars });
    this.keptChars += chars;
    while (this.kept.size > this.limits.entries || this.keptChars > this.limits.chars) {
      const [oldest, entry] = this.kept.entries().next().value as [string, Kept];
      this.kept.delete(oldest);
      this.keptChars -= entry.chars;
    }
  }

  /** The full keys kept, least recently used first (tests). */
  keys(): string[] {
    return [...this.kept.keys()];
  }

  /** Forgets every answer (tests). Computations under way finish and are kept. */
  clear(): void {
    this.kept.clear();
    this.keptChars = 0;
  }
}
