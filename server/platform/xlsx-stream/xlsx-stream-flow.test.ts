/**
 * The stream's flow: batches are pulled only as the consumer reads, a destroyed stream returns the
 * batches' iterator, and an error of the batches is the stream's error. Nothing here measures time:
 * `settled` only waits until the stream has done all it will do on its own.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '../excel';
import { xlsxStream } from './index';
import { readXlsx, values } from './test-helpers';

interface Row {
  ID: number;
  TEXT: string;
}

const columns: ExcelColumn<Row>[] = [
  { header: 'ID', key: 'ID' },
  { header: 'TEXT', key: 'TEXT' },
];

const ROWS_PER_BATCH = 200;

/** Rows of random text, so that deflate cannot shrink a batch to nothing (about 60 KB of XML). */
function batchOf(index: number): Row[] {
  return Array.from({ length: ROWS_PER_BATCH }, (_, i) => ({
    ID: index * ROWS_PER_BATCH + i,
    TEXT: randomBytes(150).toString('base64'),
  }));
}

/** Counts pulls and whether the iterator was returned; `total` batches, or endless. */
function countedBatches(total = Number.POSITIVE_INFINITY) {
  const state = { pulls: 0, returned: false, rows: [] as Row[] };
  async function* batches(): AsyncGenerator<Row[]> {
    try {
      for (let index = 0; index < total; index++) {
        state.pulls++;
        const batch = batchOf(index);
        state.rows.push(...batch);
        yield batch;
      }
    } finally {
      state.returned = true;
    }
  }
  return { state, batches: batches() };
}

/** Waits until `count` stops changing: the stream did whatever it does without a reader. */
async function settled(count: () => number): Promise<number> {
  let last = count();
  for (let quiet = 0; quiet < 5; ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = count();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

/** Waits until `condition` holds (the test's timeout bounds the wait). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Reads until at least `bytes` came, then stops reading. */
async function readAtLeast(stream: Readable, bytes: number): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of stream.iterator({ destroyOnReturn: false })) {
    chunks.push(chunk as Buffer);
    read += (chunk as Buffer).length;
    if (read >= bytes) break;
  }
  return chunks;
}

/** Resolves on the stream's 'close' event (the stream is destroyed first). */
function closed(stream: Readable): Promise<void> {
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

describe('xlsxStream flow', () => {
  it('pulls a batch only when the consumer wants more bytes', async () => {
    const total = 100;
    const { state, batches } = countedBatches(total);
    const stream = xlsxStream('S', columns, batches);

    // Nobody reads: only what fills the stream's small buffers is pulled (3 batches here).
    const unread = await settled(() => state.pulls);
    expect(unread).toBeLessThanOrEqual(6);

    // A consumer that reads about fifteen batches' worth, then stops: the pulls follow, and stop
    // a few batches ahead (18 here), far from the 100 there are.
    const head = await readAtLeast(stream, 15 * 30_000);
    const afterReading = await settled(() => state.pulls);
    expect(afterReading).toBeGreaterThan(unread);
    expect(afterReading).toBeLessThanOrEqual(30);
    expect(state.returned).toBe(false);

    // Reading on to the end pulls everything, and the file holds every row in order.
    const rest = await buffer(stream);
    expect(state.pulls).toBe(total);
    const read = values(readXlsx(Buffer.concat([...head, rest])));
    expect(read.length).toBe(total * ROWS_PER_BATCH + 1);
    expect(read.slice(1).map((row) => row[0])).toEqual(state.rows.map((row) => row.ID));
    expect(read.at(-1)).toEqual([state.rows.at(-1)?.ID, state.rows.at(-1)?.TEXT]);
  });

  it('stops pulling and returns the iterator when the stream is destroyed mid-way', async () => {
    const { state, batches } = countedBatches();
    const stream = xlsxStream('S', columns, batches);
    await readAtLeast(stream, 200_000);
    const close = closed(stream);
    stream.destroy();
    await close;
    await until(() => state.returned);
    const pulls = state.pulls;
    expect(await settled(() => state.pulls)).toBe(pulls);
  });

  it('returns the iterator when the stream is destroyed before any read', async () => {
    const calls: string[] = [];
    const batches: AsyncIterable<Row[]> = {
      [Symbol.asyncIterator]: () => ({
        next: async () => {
          calls.push('next');
          return { done: false, value: batchOf(0) };
        },
        return: async () => {
          calls.push('return');
          return { done: true, value: undefined };
        },
      }),
    };
    const stream = xlsxStream('S', columns, batches);
    const close = closed(stream);
    stream.destroy();
    await close;
    await until(() => calls.length > 0);
    await settled(() => calls.length);
    expect(calls).toEqual(['return']);
  });

  it('returns the iterator only after the batch in flight, and pulls no other', async () => {
    const calls: string[] = [];
    let release: (() => void) | undefined;
    const batches: AsyncIterable<Row[]> = {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          calls.push('next');
          return new Promise<IteratorResult<Row[]>>((resolve) => {
            release = () => {
              calls.push('batch read');
              resolve({ done: false, value: batchOf(0) });
            };
          });
        },
        return: async () => {
          calls.push('return');
          return { done: true, value: undefined };
        },
      }),
    };
    const stream = xlsxStream('S', columns, batches);
    stream.resume();
    await until(() => calls.length > 0);
    expect(calls).toEqual(['next']);
    const close = closed(stream);
    stream.destroy();
    await close;
    release?.();
    await until(() => calls.includes('return'));
    await settled(() => calls.length);
    expect(calls).toEqual(['next', 'batch read', 'return']);
  });

  it('destroys the stream with the error of the batches', async () => {
    const failure = new Error('database read failed');
    async function* failing(): AsyncGenerator<Row[]> {
      yield batchOf(0);
      yield batchOf(1);
      throw failure;
    }
    await expect(buffer(xlsxStream('S', columns, failing()))).rejects.toBe(failure);
  });

  it('destroys the stream with an error of the first pull', async () => {
    const failure = new Error('query failed');
    const batches: AsyncIterable<Row[]> = {
      [Symbol.asyncIterator]: () => ({
        next: () => Promise.reject(failure),
      }),
    };
    const stream = xlsxStream('S', columns, batches);
    await expect(buffer(stream)).rejects.toBe(failure);
    expect(stream.destroyed).toBe(true);
  });
});
