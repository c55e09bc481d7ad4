// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

interface Row {
  ID: number;
}

const page1: Row[] = [{ ID: 1 }, { ID: 2 }];
const page2: Row[] = [{ ID: 3 }, { ID: 4 }];
const pick = (...ids: number[]) => ({ type: 'include' as const, ids: new Set<number>(ids) });

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ rows, selection }: { rows: Row[]; selection: string }) =>
      useRowSelection<Row>('approvals', (r) => r.ID, rows, selection, false),
    { wrapper, initialProps: { rows: page1, selection: 'may' } },
  );
  return { client, hook };
}

describe('useRowSelection', () => {
  it('keeps the rows picked on other pages, in the order picked', () => {
    const { hook } = setup();
    act(() => hook.result.current.onModelChange(pick(2)));
    hook.rerender({ rows: page2, selection: 'may' });
    act(() => hook.result.current.onModelChange(pick(2, 3)));
    expect(hook.result.current.picked).toEqual([{ ID: 2 }, { ID: 3 }]);
    expect([...hook.result.current.model.ids]).toEqual([2, 3]);
    act(() => hook.result.current.onModelChange(pick(3)));
    expect(hook.result.current.picked).toEqual([{ ID: 3 }]);
  });

  it('keeps for another selection only the picks of rows it shows, and forgets all when the list is reloaded', async () => {
    const { client, hook } = setup();
    act(() => hook.result.current.onModelChange(pick(1, 2)));
    // A search that still shows row 1 (one pasted just before the tick): its tick stays.
    hook.rerender({ rows: [{ ID: 1 }], selection: 'may|1' });
    expect(hook.result.current.picked).toEqual([{ ID: 1 }]);
    expect([...hook.result.current.model.ids]).toEqual([1]);
    hook.rerender({ rows: page2, selection: 'june' });
    expect(hook.result.current.picked).toEqual([]);
    hook.rerender({ rows: page1, selection: 'june' });

    act(() => hook.result.current.onModelChange(pick(1)));
    client.setQueryData(['approvals', 'page'], { rows: page1 });
    await act(() => client.invalidateQueries({ queryKey: ['other-list'] }));
    expect(hook.result.current.picked).toEqual([{ ID: 1 }]);
    await act(() => client.invalidateQueries({ queryKey: ['approvals'] }));
    expect(hook.result.current.picked).toEqual([]);
  });
});

interface Request {
  ID: number;
  STATUS: 'NEW' | 'APPROVE';
  AMOUNT: number;
}

/**
 * An approval list as ListScreen runs it: a real query of the list's key, whose answers the test
 * releases one at a time (as a server answers a reload), beside the hook fed with its rows and its
 * loading. Only a NEW request may be picked.
 */
function approvalList(first: Request[]) {
  let stored = first;
  let answered = Promise.resolve();
  let answer = () => {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const query = useQuery({
        queryKey: ['approvals', 'may'],
        queryFn: async () => {
          const rows = stored;
          await answered;
          return rows;
        },
      });
      const rows = query.data ?? [];
      const picking = useRowSelection<Request>(
        'approvals',
        (r) => r.ID,
        rows,
        'may',
        query.isFetching,
        (r) => r.STATUS === 'NEW',
      );
      return { ...picking, rows, loading: query.isFetching };
    },
    { wrapper },
  );
  return {
    hook,
    /** A decision: the server holds `next`, and the reload's answer waits for `answer`. */
    decide(next: Request[]) {
      stored = next;
      answered = new Promise((resolve) => {
        answer = resolve;
      });
      return client.invalidateQueries({ queryKey: ['approvals'] });
    },
    answer: () => answer(),
  };
}

const request = (ID: number, over: Partial<Request> = {}): Request => ({
  ID,
  STATUS: 'NEW',
  AMOUNT: 100,
  ...over,
});

describe('useRowSelection through a reload of the list', () => {
  it('keeps a tick given while the reload loads only on a row it still offers, as reloaded', async () => {
    const list = approvalList([request(1), request(2), request(3), request(4)]);
    const { hook } = list;
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(4));
    act(() => hook.result.current.onModelChange(pick(1)));

    // Request 1 is approved; meanwhile another approver approved 3 and 2's amount was changed.
    let reloaded = Promise.resolve();
    act(() => {
      reloaded = list.decide([request(2, { AMOUNT: 250 }), request(3, { STATUS: 'APPROVE' }), request(4)]);
    });
    expect(hook.result.current.loading).toBe(true);
    expect(hook.result.current.picked).toEqual([]);
    // The old rows still show: the user ticks three of them before the reload answers.
    act(() => hook.result.current.onModelChange(pick(1, 2, 3)));
    expect(hook.result.current.picked.map((r) => r.ID)).toEqual([1, 2, 3]);

    list.answer();
    await act(() => reloaded);
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.rows.map((r) => r.ID)).toEqual([2, 3, 4]);
    // 1 is gone and 3 is decided: neither may stay picked out of sight. 2 keeps its tick.
    expect(hook.result.current.picked).toEqual([request(2, { AMOUNT: 250 })]);
    expect([...hook.result.current.model.ids]).toEqual([2]);
  });

  it('keeps a tick given once the reloaded rows show', async () => {
    const list = approvalList([request(1), request(2)]);
    const { hook } = list;
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(2));
    act(() => hook.result.current.onModelChange(pick(1)));

    let reloaded = Promise.resolve();
    act(() => {
      reloaded = list.decide([request(2)]);
    });
    list.answer();
    await act(() => reloaded);
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.rows.map((r) => r.ID)).toEqual([2]);
    expect(hook.result.current.picked).toEqual([]);

    act(() => hook.result.current.onModelChange(pick(2)));
    // Whatever the list renders next (the decision's end, the loading bar going), the tick holds.
    hook.rerender();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(hook.result.current.picked).toEqual([request(2)]);
    expect([...hook.result.current.model.ids]).toEqual([2]);
  });
});
