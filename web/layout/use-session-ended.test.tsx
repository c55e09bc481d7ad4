// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '../../common/contract';
import { call } from '../lib/api';
import { useSessionEnded } from './use-session-ended';

function Probe() {
  return <output>{useSessionEnded() ? 'ended' : 'active'}</output>;
}

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSessionEnded', () => {
  it('turns true when the server answers that the session has ended', async () => {
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('active');
    vi.stubGlobal('fetch', answer(401, { success: false, data: null, message: 'Session anda telah habis' }));
    await act(() => call(contract.structure.typeSelect, {}).catch(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('ended');
  });

  it('stays false when a call fails for another reason', async () => {
    render(<Probe />);
    vi.stubGlobal('fetch', answer(422, { success: false, data: null, message: 'Periode sudah ditutup.' }));
    await act(() => call(contract.structure.typeSelect, {}, { silent: true }).catch(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('active');
  });
});
