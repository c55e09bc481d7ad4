// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from '../../../common/messages';
import { ApiError } from '../../lib/api';
import { ConfirmProvider } from '../ConfirmDialog';
import { SnackbarProvider } from '../Snackbar';
import { type FormSave, type FormSaveOptions, useFormSave } from './use-form-save';

afterEach(cleanup);

interface Values {
  name: string;
  day: string;
}
const schema = z.object({ name: z.string().min(1, 'Name first'), day: z.string() });
type Options = FormSaveOptions<Values, Values>;

function Screen({ options, seen }: { options: Options; seen: { form?: FormSave<Values> } }) {
  seen.form = useFormSave(options);
  return null;
}

function setup(over: Partial<Options> = {}) {
  const options: Options = {
    empty: () => ({ name: '', day: '2026-01-01' }),
    toInput: (v) => v,
    schema,
    send: vi.fn(async () => 'Saved'),
    listKey: 'things',
    ...over,
  };
  const seen: { form?: FormSave<Values> } = {};
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <ConfirmProvider>
          <Screen options={options} seen={seen} />
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { options, form: () => seen.form as FormSave<Values> };
}

describe('useFormSave', () => {
  it("drops a field's message once that field changes", async () => {
    const { form } = setup();
    await act(() => form().save());
    expect(form().errors).toEqual({ name: 'Name first' });
    act(() => form().change({ day: '2026-02-02' }));
    expect(form().errors).toEqual({ name: 'Name first' });
    act(() => form().change({ name: 'A' }));
    expect(form().errors).toEqual({});
  });

  it('builds no body of values `refuse` turns away when a field changes', () => {
    // Mapping Salesrep's body needs the chosen position: choosing it threw before, and the select's
    // menu stayed open over the form.
    const toInput = vi.fn((v: Values) => {
      if (v.day === '') throw new TypeError('no day');
      return v;
    });
    const { form } = setup({ toInput, refuse: (v) => (v.day === '' ? 'Choose first' : undefined) });
    act(() => form().change({ day: '' }));
    act(() => form().change({ day: '2026-05-05' }));
    expect(form().values).toEqual({ name: '', day: '2026-05-05' });
    // The bodies built are those of the values Save would send: the start's and the last.
    expect(toInput.mock.calls.map(([v]) => v.day)).toEqual(['2026-01-01', '2026-05-05']);
  });

  it('after a save shows what `next` answers instead of the empty form', async () => {
    const { options, form } = setup({ next: (saved) => ({ name: '', day: saved.day }) });
    act(() => form().change({ name: 'A', day: '2026-03-03' }));
    let saved: Promise<void> = Promise.resolve();
    act(() => {
      saved = form().save();
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await act(() => saved);
    expect(options.send).toHaveBeenCalledWith({ name: 'A', day: '2026-03-03' }, { silent: true });
    expect(form().values).toEqual({ name: '', day: '2026-03-03' });
  });

  it('says the period is closed, or why the values cannot be saved, and sends nothing', async () => {
    const closed = setup({ periodClosed: true, refuse: () => 'Choose first' });
    act(() => closed.form().change({ name: 'A' }));
    await act(() => closed.form().save());
    expect(await screen.findByText(messages.periodClosed)).toBeTruthy();
    cleanup();
    const refused = setup({ refuse: (v) => (v.day === '' ? 'Choose first' : undefined) });
    await act(() => refused.form().save({ name: 'A', day: '' }));
    expect(await screen.findByText('Choose first')).toBeTruthy();
    expect(refused.form().errors).toEqual({});
    expect(closed.options.send).not.toHaveBeenCalled();
    expect(refused.options.send).not.toHaveBeenCalled();
  });

  it('saves the values it is given without a confirmation, and words a failure its own way', async () => {
    const onFailed = vi.fn();
    const { options, form } = setup({
      confirm: () => false,
      send: vi.fn(async () => {
        throw new ApiError('Refused', 422);
      }),
      failure: (text, input) => `${input.name}: ${text}`,
      onFailed,
    });
    await act(() => form().save({ name: 'Row', day: '2026-04-04' }));
    expect(options.send).toHaveBeenCalledWith({ name: 'Row', day: '2026-04-04' }, { silent: true });
    expect(await screen.findByText('Row: Refused')).toBeTruthy();
    expect(onFailed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
