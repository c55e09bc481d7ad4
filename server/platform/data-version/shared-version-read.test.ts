/**
 * The shared version read: requests waiting together share one read, and no request takes a read
 * that began before it arrived (it could miss a commit the request follows).
 */
import { describe, expect, it } from 'vitest';
import { SharedVersionRead } from './versions';

/** A read the test ends by hand: what each read began with, and how to end it. */
function controlledReads() {
  const begun: { resolve: (today: string) => void; reject: (err: Error) => void }[] = [];
  const shared = new SharedVersionRead(
    () =>
      new Promise((resolve, reject) =>
        begun.push({ resolve: (today) => resolve({ byName: new Map(), today }), reject }),
      ),
  );
  const end = async (index: number, today: string) => {
    begun[index]?.resolve(today);
    // Let the promise callbacks run (the next read begins from them).
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { shared, begun, end };
}

const todayOf = (p: Promise<{ today: string }>) => p.then((v) => v.today);

describe('SharedVersionRead', () => {
  it('begins a read at once when none runs', async () => {
    const { shared, begun, end } = controlledReads();
    const a = todayOf(shared.get());
    expect(begun).toHaveLength(1);
    await end(0, 'first');
    expect(await a).toBe('first');
  });

  it('makes requests arriving during a read wait for the next one, which they share', async () => {
    const { shared, begun, end } = controlledReads();
    const a = todayOf(shared.get());
    const b = todayOf(shared.get());
    const c = todayOf(shared.get());
    // b and c arrived while the first read ran: it may have begun before a commit they follow.
    expect(begun).toHaveLength(1);
    await end(0, 'first');
    expect(await a).toBe('first');
    expect(begun).toHaveLength(2);
    const d = todayOf(shared.get());
    await end(1, 'second');
    expect([await b, await c]).toEqual(['second', 'second']);
    // d arrived while the second read ran: a third one, its own.
    expect(begun).toHaveLength(3);
    await end(2, 'third');
    expect(await d).toBe('third');
  });

  it('begins afresh once every read has ended', async () => {
    const { shared, begun, end } = controlledReads();
    const a = todayOf(shared.get());
    await end(0, 'first');
    await a;
    const b = todayOf(shared.get());
    expect(begun).toHaveLength(2);
    await end(1, 'second');
    expect(await b).toBe('second');
  });

  it('fails only the requests of a failed read; those waiting get the next', async () => {
    const { shared, begun, end } = controlledReads();
    const a = todayOf(shared.get());
    const b = todayOf(shared.get());
    begun[0]?.reject(new Error('connection lost'));
    await expect(a).rejects.toThrow('connection lost');
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(begun).toHaveLength(2);
    await end(1, 'second');
    expect(await b).toBe('second');
  });
});
