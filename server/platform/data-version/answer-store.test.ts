/** The store of kept answers alone: its bounds, its single flight, and what it does with a failure. */
import { describe, expect, it } from 'vitest';
import { AnswerStore } from './answer-store';

/** A computation that ends when the test says, counting its starts. */
function gate<T>(value: T) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { starts: 0 };
  const compute = async () => {
    state.starts++;
    await opened;
    return value;
  };
  return { compute, open, state };
}

describe('AnswerStore', () => {
  it('drops the least recently used answer beyond its number of entries', async () => {
    const store = new AnswerStore({ entries: 2, chars: 1_000 });
    await store.answer('a', async () => 1);
    await store.answer('b', async () => 2);
    await store.answer('a', async () => -1); // a hit: a is now the most recent
    await store.answer('c', async () => 3);
    expect(store.keys()).toEqual(['a', 'c']);
    expect(await store.answer('a', async () => -1)).toBe(1);
    expect(await store.answer('b', async () => 22)).toBe(22);
  });

  it('keeps the answers within their size, and does not keep one too big to share the space', async () => {
    const store = new AnswerStore({ entries: 100, chars: 100 });
    await store.answer('small', async () => 'x'.repeat(10));
    await store.answer('big', async () => 'x'.repeat(40));
    expect(store.keys()).toEqual(['small']);
    for (const key of ['p', 'q', 'r', 's', 't', 'u', 'v', 'w'])
      await store.answer(key, async () => 'y'.repeat(18));
    // Each answer is 20 characters of JSON: five fit in 100.
    expect(store.keys()).toEqual(['s', 't', 'u', 'v', 'w']);
  });

  it('computes once for simultaneous requests of one key and hands each the same answer', async () => {
    const store = new AnswerStore();
    const work = gate(42);
    const waiting = Array.from({ length: 20 }, () => store.answer('k', work.compute));
    work.open();
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(42));
    expect(work.state.starts).toBe(1);
    expect(store.computed).toBe(1);
  });

  it('keeps no failure: the starter gets its error, the others compute again and share that', async () => {
    const store = new AnswerStore();
    let starts = 0;
    let fail: (err: Error) => void = () => {};
    const failing = () =>
      new Promise<number>((_, reject) => {
        starts++;
        fail = reject;
      });
    const starter = store.answer('k', failing);
    const joiners = Array.from({ length: 5 }, () => store.answer('k', async () => 7));
    fail(new Error('the starter left'));
    await expect(starter).rejects.toThrow('the starter left');
    expect(await Promise.all(joiners)).toEqual(Array(5).fill(7));
    expect(starts).toBe(1);
    // One of the joiners computed, the others shared its answer, which is kept.
    expect(store.computed).toBe(2);
    expect(await store.answer('k', async () => -1)).toBe(7);
  });

  it('with no room still computes once for simultaneous requests, and keeps nothing', async () => {
    const store = new AnswerStore({ entries: 0, chars: 0 });
    const work = gate('v');
    const waiting = Array.from({ length: 3 }, () => store.answer('k', work.compute));
    work.open();
    expect(await Promise.all(waiting)).toEqual(['v', 'v', 'v']);
    expect(work.state.starts).toBe(1);
    expect(store.size).toBe(0);
  });

  it('computes alone and keeps nothing for a transaction that wrote', async () => {
    const store = new AnswerStore();
    expect(await store.answer('k', async () => 'own', 'own')).toBe('own');
    expect(store.size).toBe(0);
    expect(store.computed).toBe(0);
  });

  it("serves a transaction a kept answer, but never makes it wait for another request's computation", async () => {
    const store = new AnswerStore();
    const work = gate('shared');
    const shared = store.answer('k', work.compute);
    // The other computation cannot end while the transaction waits (PGlite's one connection).
    expect(await store.answer('k', async () => 'its own', 'alone')).toBe('its own');
    work.open();
    expect(await shared).toBe('shared');
    expect(await store.answer('k', async () => 'again', 'alone')).toBe('shared');
  });
});
