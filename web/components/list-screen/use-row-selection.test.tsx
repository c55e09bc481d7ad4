// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
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
      useRowSelection<Row>('approvals', (r) => r.ID, rows, selection),
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

  it('forgets the picks for another selection and when the list is reloaded', async () => {
    const { client, hook } = setup();
    act(() => hook.result.current.onModelChange(pick(1, 2)));
    hook.rerender({ rows: page1, selection: 'june' });
    expect(hook.result.current.picked).toEqual([]);

    act(() => hook.result.current.onModelChange(pick(1)));
    client.setQueryData(['approvals', 'page'], { rows: page1 });
    await act(() => client.invalidateQueries({ queryKey: ['other-list'] }));
    expect(hook.result.current.picked).toEqual([{ ID: 1 }]);
    await act(() => client.invalidateQueries({ queryKey: ['approvals'] }));
    expect(hook.result.current.picked).toEqual([]);
  });
});
