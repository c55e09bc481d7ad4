// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typeInput } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { ApiError } from '../../lib/api';
import { ConfirmProvider } from '../ConfirmDialog';
import { SnackbarProvider } from '../Snackbar';
import { endBeforeStart } from './field-errors';
import { type RecordForm, type RecordFormOptions, useRecordForm } from './use-record-form';

afterEach(cleanup);

interface Values {
  code: string;
  startDate: string;
  endDate: string;
}
interface Loaded {
  ID: number;
  CODE: string;
}
type Input = ReturnType<typeof toInput>;

const empty = (): Values => ({ code: '', startDate: '2026-01-01', endDate: '4001-12-31' });
const toInput = (v: Values) => ({
  typeCode: v.code,
  typeDesc: 'Desc',
  startDate: v.startDate,
  endDate: v.endDate,
});
const editPath = (row: Loaded) => `/things/${row.ID}`;

type Options = RecordFormOptions<Values, Loaded, Input, Loaded>;
interface Seen {
  form?: RecordForm<Values, Loaded>;
  path?: string;
}

/** A screen that only runs the hook and hands its answer and the route to the test. */
function Screen({ options, seen }: { options: Options; seen: Seen }) {
  seen.form = useRecordForm(options);
  seen.path = useLocation().pathname;
  return null;
}

function setup(over: Partial<Options> = {}, at = '/things') {
  const options: Options = {
    idParam: 'thingId',
    empty,
    listKey: 'things',
    recordKey: 'thing',
    load: vi.fn(async (id: number) => ({ ID: id, CODE: `T${id}` })),
    toValues: (row) => ({ code: row.CODE, startDate: '2025-01-01', endDate: '2025-12-31' }),
    toInput,
    schema: typeInput,
    check: endBeforeStart,
    insert: vi.fn(async () => 'Inserted'),
    update: vi.fn(async () => 'Updated'),
    listPath: '/things',
    editPath,
    ...over,
  };
  const seen: Seen = {};
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>
        <ConfirmProvider>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path="/things" element={<Screen options={options} seen={seen} />} />
              <Route path="/things/:thingId" element={<Screen options={options} seen={seen} />} />
            </Routes>
          </MemoryRouter>
        </ConfirmProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  const form = () => seen.form as RecordForm<Values, Loaded>;
  return { options, form, path: () => seen.path };
}

/** Presses Save and answers the confirmation with Submit. */
async function saveConfirmed(form: () => RecordForm<Values, Loaded>) {
  let saved: Promise<void> = Promise.resolve();
  act(() => {
    saved = form().save();
  });
  fireEvent.click(await screen.findByRole('button', { name: messages.submit }));
  await act(() => saved);
}

describe('useRecordForm', () => {
  it('shows the schema message and the end-before-start check under the fields, without confirming', async () => {
    const { options, form } = setup();
    act(() => form().change({ startDate: '2026-02-01', endDate: '2026-01-31' }));
    await act(() => form().save());
    expect(form().errors).toEqual({ typeCode: messages.typeRequired, endDate: messages.endBeforeStart });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(options.insert).not.toHaveBeenCalled();
  });

  it("clears a field's message when the user changes it, though the form names the field otherwise", async () => {
    const { form } = setup();
    act(() => form().change({ startDate: '2026-02-01', endDate: '2026-01-31' }));
    await act(() => form().save());
    // The form's `code` is the body's `typeCode`: its message goes, the date's stays.
    act(() => form().change({ code: 'NEW' }));
    expect(form().errors).toEqual({ endDate: messages.endBeforeStart });
  });

  it('adds after the confirmation, shows the answer text and empties the form', async () => {
    const { options, form } = setup();
    expect(form().editId).toBeUndefined();
    expect(form().cancel).toBeUndefined();
    act(() => form().change({ code: 'NEW' }));
    await saveConfirmed(form);
    expect(options.insert).toHaveBeenCalledWith(
      { typeCode: 'NEW', typeDesc: 'Desc', startDate: '2026-01-01', endDate: '4001-12-31' },
      { silent: true },
    );
    expect(await screen.findByText('Inserted')).toBeTruthy();
    expect(form().values).toEqual(empty());
  });

  it('loads the record in edit mode, updates it by id and returns to the list', async () => {
    const { options, form, path } = setup({}, '/things/7');
    await waitFor(() => expect(form().values.code).toBe('T7'));
    expect(form().editId).toBe(7);
    expect(options.load).toHaveBeenCalledWith(7, expect.anything());
    await saveConfirmed(form);
    expect(options.update).toHaveBeenCalledWith(expect.objectContaining({ typeCode: 'T7' }), 7, {
      silent: true,
    });
    expect(path()).toBe('/things');
    // Leaving edit mode empties the form.
    expect(form().values).toEqual(empty());
  });

  it('keeps the values and shows the data text of a failed save', async () => {
    const insert = vi.fn(async () => {
      throw new ApiError('Bad request', 422, 'Type DRIVER sudah ada');
    });
    const { form } = setup({ insert });
    act(() => form().change({ code: 'DRIVER' }));
    await saveConfirmed(form);
    expect(await screen.findByText('Type DRIVER sudah ada')).toBeTruthy();
    expect(form().values.code).toBe('DRIVER');
    expect(form().saving).toBe(false);
  });

  it('gives each row a pencil that opens its edit route, and Cancel in edit mode', async () => {
    const { form, path } = setup({}, '/things/3');
    const [pencil] = form().rowActions;
    expect(pencil).toMatchObject({ label: messages.editLabel, testId: 'edit-row' });
    act(() => form().cancel?.());
    expect(path()).toBe('/things');
    act(() => pencil?.onClick({ ID: 5, CODE: 'T5' }));
    expect(path()).toBe('/things/5');
  });
});
