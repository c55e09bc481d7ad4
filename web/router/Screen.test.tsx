// @vitest-environment happy-dom
/**
 * A screen whose code cannot be fetched while the server is down says that the server could not
 * be reached and loads with Retry once it is back, without a reload or a way Home; a chunk gone
 * from a server that answers (a new deployment) keeps the reload page.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../common/messages';
import { lazyScreen } from '../lib/app-route';
import { Screen } from './Screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: /assets/TypePage-x.js');
const Loaded = () => <p>loaded screen</p>;

/** A screen whose first `failures` imports fail as a chunk that cannot be fetched. */
function flakyScreen(failures: number) {
  let left = failures;
  const load = vi.fn(async () => {
    if (left > 0) {
      left -= 1;
      throw chunkGone();
    }
    return { Loaded };
  });
  return { screen: lazyScreen(load, 'Loaded'), load };
}

function show(screenOf: ReturnType<typeof flakyScreen>['screen']) {
  return render(
    <MemoryRouter>
      <Screen title="Employee Type" menuPath={null} screen={screenOf} />
    </MemoryRouter>,
  );
}

describe('a lazy screen', () => {
  it('says the server could not be reached and loads on Retry once it is back', async () => {
    // The server is down: the probe of the server fails too.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screen: lazy, load } = flakyScreen(1);
    show(lazy);
    expect(await screen.findByTestId('screen-unreachable')).toBeTruthy();
    expect(screen.getByText(messages.serverUnreachable)).toBeTruthy();
    expect(screen.queryByText(messages.somethingWrong)).toBeNull();
    // Showing the failure does not import again by itself (while the server stays down).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.retry })));
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads when opened again after a failed load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screen: lazy } = flakyScreen(1);
    const first = show(lazy);
    expect(await screen.findByTestId('screen-unreachable')).toBeTruthy();
    first.unmount();
    show(lazy);
    expect(await screen.findByText('loaded screen')).toBeTruthy();
  });

  it('keeps the reload page for a chunk missing from a server that answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 200 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screen: lazy } = flakyScreen(1);
    show(lazy);
    expect(await screen.findByTestId('screen-failed')).toBeTruthy();
    expect(screen.getByText(messages.somethingWrong)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.retry })).toBeNull();
  });
});
