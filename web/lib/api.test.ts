// @vitest-environment happy-dom
/** Failures of calls and of the app's code chunks, as the screens tell them apart. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '../../common/contract';
import { messages } from '../../common/messages';
import { ApiError, call, failureMessage, isUnreachable, loadChunk, onApiError } from './api';

afterEach(() => vi.unstubAllGlobals());

const serverDown = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/excel-x.js');

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );
}

describe('failures', () => {
  it('a call that never reached the server is unreachable, a refusal is not', async () => {
    vi.stubGlobal('fetch', serverDown());
    const down = await rejection(call(contract.structure.typeSelect, {}, { silent: true }));
    expect(isUnreachable(down)).toBe(true);
    expect(failureMessage(down)).toBe(messages.serverUnreachable);

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ success: false, message: 'Ditolak.' }), { status: 422 }),
      ),
    );
    const refused = await rejection(call(contract.structure.typeSelect, {}, { silent: true }));
    expect(isUnreachable(refused)).toBe(false);
    expect(failureMessage(refused)).toBe('Ditolak.');
  });

  it('a chunk that cannot be fetched while the server is down fails as unreachable, in the snackbar', async () => {
    vi.stubGlobal('fetch', serverDown());
    const shown: string[] = [];
    const stop = onApiError((m) => shown.push(m));
    const err = await rejection(loadChunk(() => Promise.reject(chunkFailure())));
    stop();
    expect(err).toBeInstanceOf(ApiError);
    expect(isUnreachable(err)).toBe(true);
    expect(shown).toEqual([messages.serverUnreachable]);
  });

  it('a chunk missing from a server that answers, or a bug in a chunk, is thrown as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    const gone = chunkFailure();
    expect(await rejection(loadChunk(() => Promise.reject(gone)))).toBe(gone);
    const bug = new RangeError('bad');
    expect(await rejection(loadChunk(() => Promise.reject(bug)))).toBe(bug);
    expect(failureMessage(bug)).toBe(messages.somethingWrong);
  });
});
