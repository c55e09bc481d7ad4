/**
 * Profil Akses (/users/accessprofile) and its edit mode (/users/accessprofile/:profile): a profile's
 * code, name and menu screens above the list of profiles. The screens offered are those the
 * user's own menu holds: nobody gives a screen it does not hold (the server refuses it too).
 */
import { Delete } from '@mui/icons-material';
import { TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import { users as usersCalls } from '../../../common/contract/users';
import { messages } from '../../../common/messages';
import { recordPath } from '../../../common/modules/define';
import { usersModule } from '../../../common/modules/users';
import { useConfirm } from '../../components/ConfirmDialog';
import { ListScreen, type RowAction } from '../../components/list-screen/ListScreen';
import { FormActions } from '../../components/record-form/FormActions';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { FormPaper } from '../../components/record-form/FormPaper';
import { fieldError } from '../../components/record-form/field-errors';
import { textIdOf } from '../../components/record-form/use-edit-record';
import { useRecordForm } from '../../components/record-form/use-record-form';
import { notify } from '../../components/Snackbar';
import { MultiSelectField } from '../../components/selects/MultiSelectField';
import { call } from '../../lib/api';
import { PROFILES_KEY } from './use-profiles';

type ProfileRow = Awaited<ReturnType<typeof loadProfiles>>[number];

interface ProfileValues {
  profile: string;
  desc: string;
  screens: string[];
}

const loadProfiles = (signal?: AbortSignal) =>
  call(contract.users.listProfiles, {}, signal ? { signal } : {});

const emptyValues = (): ProfileValues => ({ profile: '', desc: '', screens: [] });
const editPath = (row: ProfileRow) => recordPath(usersModule.records.profile, row.PROFILE);

export function ProfilesPage() {
  const screens = useQuery({
    queryKey: ['users-screens'],
    queryFn: ({ signal }) => call(contract.users.menuScreens, {}, { signal }),
  });
  const titles = new Map((screens.data ?? []).map((m) => [m.MENU_LIST_ID, m.MENU_LIST_DESC]));
  const groupOf = new Map(
    (screens.data ?? []).map((m) => [
      m.MENU_LIST_ID,
      m.PARENT_ID === null ? '' : (titles.get(m.PARENT_ID) ?? ''),
    ]),
  );
  const options = (screens.data ?? [])
    .filter((m) => m.URL !== null && m.HELD)
    .map((m) => ({
      value: String(m.MENU_LIST_ID),
      label: `${groupOf.get(m.MENU_LIST_ID)} / ${m.MENU_LIST_DESC}`,
    }));

  const form = useRecordForm<ProfileValues, ProfileRow, ReturnType<typeof toInput>, ProfileRow, string>({
    idParam: 'profile',
    parseId: textIdOf,
    empty: emptyValues,
    listKey: PROFILES_KEY,
    recordKey: 'users-profile',
    load: async (profile, options) =>
      (await loadProfiles(options.signal)).find((p) => p.PROFILE === profile) ?? null,
    toValues: (row) => ({ profile: row.PROFILE, desc: row.PROFILE_DESC, screens: row.SCREENS.map(String) }),
    toInput,
    schema: usersCalls.saveProfile.input,
    insert: async (input, options) => {
      await call(contract.users.saveProfile, { ...input, isNew: true }, options);
      return messages.profileSaved;
    },
    update: async (input, profile, options) => {
      await call(contract.users.saveProfile, { ...input, PROFILE: profile, isNew: false }, options);
      return messages.profileSaved;
    },
    listPath: usersModule.paths.profiles,
    editPath,
  });
  const { values, change } = form;
  const editing = form.editId !== undefined;
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const rowActions: RowAction<ProfileRow>[] = [
    ...form.rowActions,
    {
      label: messages.deleteProfile,
      icon: <Delete />,
      testId: 'delete-profile',
      // A profile users hold is refused by the server; the button is offered for those none holds.
      shownFor: (row) => row.USERS === 0,
      onClick: async (row) => {
        if (!(await confirm({ text: messages.deleteProfileConfirm(row.PROFILE) }))) return;
        try {
          await call(contract.users.deleteProfile, { PROFILE: row.PROFILE });
          notify.success(messages.profileDeleted);
          await queryClient.invalidateQueries({ queryKey: [PROFILES_KEY] });
        } catch {
          // The API client has shown the server's reason.
        }
      },
    },
  ];

  const columns = [
    { field: 'PROFILE', headerName: messages.profileCodeLabel, minWidth: 160, flex: 1 },
    { field: 'PROFILE_DESC', headerName: messages.userNameLabel, minWidth: 200, flex: 2 },
    {
      field: 'SCREENS',
      headerName: messages.screensLabel,
      minWidth: 320,
      flex: 4,
      valueGetter: (value: number[]) => value.map((id) => titles.get(id) ?? id).join(', '),
    },
    { field: 'USERS', headerName: 'Users', minWidth: 90, type: 'number' as const },
  ];

  return (
    <>
      <FormPaper
        title={editing ? messages.editAccessProfile : messages.newAccessProfile}
        loading={form.loading}
        onSubmit={form.save}
        missing={form.missing}
        onBack={form.cancel}
        testId="profile-form"
        sx={{ mb: 3 }}
      >
        <FormGrid>
          <FormCell>
            <TextField
              label={messages.profileCodeLabel}
              value={values.profile}
              disabled={editing}
              onChange={(e) => change({ profile: e.target.value.toUpperCase().replace(/\s+/g, '_') })}
              {...fieldError(form.errors, 'PROFILE')}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'profile-code' } }}
            />
          </FormCell>
          <FormCell>
            <TextField
              label={messages.userNameLabel}
              value={values.desc}
              onChange={(e) => change({ desc: e.target.value })}
              {...fieldError(form.errors, 'PROFILE_DESC')}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'profile-desc' } }}
            />
          </FormCell>
          <FormCell>
            <MultiSelectField
              label={messages.screensLabel}
              options={options}
              value={values.screens}
              onChange={(next) => change({ screens: next })}
              loading={screens.isPending}
              {...fieldError(form.errors, 'SCREENS')}
              testId="profile-screens"
            />
          </FormCell>
        </FormGrid>
        <FormActions onCancel={form.cancel} saving={form.saving} loading={form.loading} sx={{ mt: 2.5 }} />
      </FormPaper>
      <ListScreen<ProfileRow>
        queryKey={PROFILES_KEY}
        columns={columns}
        getRowId={(row) => row.PROFILE}
        source={{ mode: 'client', load: (_f, signal) => loadProfiles(signal) }}
        rowActions={rowActions}
        gridHeight={420}
        testId="profile-list"
      />
    </>
  );
}

function toInput(values: ProfileValues) {
  return {
    PROFILE: values.profile,
    PROFILE_DESC: values.desc,
    SCREENS: values.screens.map(Number),
    isNew: true,
  };
}
