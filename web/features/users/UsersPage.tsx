/**
 * Daftar Pengguna (/users/userlist) and its edit mode (/users/userlist/:userId): the user form above
 * the list of users. A new user gets a one-time password, shown once; the rows' actions deactivate
 * or reactivate a user, reset its password to a one-time password and unlock its logins, each
 * behind a confirmation.
 */
import { Block, CheckCircle, LockOpen, Password } from '@mui/icons-material';
import { Chip, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ALL_BRANCH, KEPALA_CABANG } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { UserRow } from '../../../common/contract/users';
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
import { BranchField } from '../../components/selects/BranchField';
import { ChoiceField } from '../../components/selects/ChoiceField';
import { MultiSelectField } from '../../components/selects/MultiSelectField';
import { useFilterData } from '../../components/selects/use-filter-data';
import { call } from '../../lib/api';
import { useProfiles } from './use-profiles';

/** The access types a user may hold besides none: KEPALA CABANG, a branch head. */
const ACCESS_TYPES = [KEPALA_CABANG] as const;

const LIST_KEY = 'users-list';

interface UserValues {
  userId: string;
  userName: string;
  positionCode: string;
  orgId: number | null;
  branchCode: string;
  accessType: string;
  profiles: string[];
  /** The sales rep the user signs in to the field app as; '' for office staff. */
  employeeId: string;
}

const emptyValues = (): UserValues => ({
  userId: '',
  userName: '',
  positionCode: '',
  orgId: null,
  branchCode: '',
  accessType: '',
  profiles: [],
  employeeId: '',
});

const editPath = (row: UserRow) => recordPath(usersModule.records.user, row.USER_ID);

const columns = [
  { field: 'USER_ID', headerName: messages.userIdLabel, minWidth: 140, flex: 1 },
  { field: 'USER_NAME', headerName: messages.userNameLabel, minWidth: 180, flex: 2, sortable: false },
  { field: 'POSITION_CODE', headerName: messages.positionLabel, minWidth: 130, flex: 1, sortable: false },
  { field: 'BRANCH_DESC', headerName: 'Branch', minWidth: 140, flex: 1, sortable: false },
  {
    field: 'USER_ACCESS_TYPE',
    headerName: messages.accessTypeLabel,
    minWidth: 130,
    flex: 1,
    sortable: false,
  },
  {
    field: 'PROFILES',
    headerName: messages.accessProfiles,
    minWidth: 180,
    flex: 2,
    sortable: false,
    valueGetter: (value: string[]) => value.join(', '),
  },
  {
    field: 'ACTIVE',
    headerName: 'Status',
    minWidth: 120,
    sortable: false,
    renderCell: ({ row }: { row: UserRow }) => {
      const [label, color] = !row.ACTIVE
        ? (['INACTIVE', 'default'] as const)
        : row.LOCKED
          ? ([messages.lockedLabel.toUpperCase(), 'warning'] as const)
          : (['ACTIVE', 'success'] as const);
      return <Chip size="small" label={label} color={color} data-testid={`user-status-${row.USER_ID}`} />;
    },
  },
];

export function UsersPage() {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const profiles = useProfiles();
  const filterData = useFilterData();
  // A user belongs to one branch: ALL BRANCH, which the filters offer head office, is none.
  const branches = (filterData.data?.BRANCH_LIST ?? []).filter(
    (b) => b.BRANCH_CODE !== ALL_BRANCH.BRANCH_CODE,
  );

  /** Shows a one-time password once, in a dialog the user closes after noting it. */
  const showOneTime = async (userId: string, password: string) => {
    await confirm({
      title: messages.oneTimePasswordIs(userId),
      text: password,
      confirmLabel: 'OK',
      notice: true,
    });
  };

  const form = useRecordForm<UserValues, UserRow, ReturnType<typeof toInput>, UserRow, string>({
    idParam: 'userId',
    parseId: textIdOf,
    empty: emptyValues,
    listKey: LIST_KEY,
    recordKey: 'users-user',
    load: (USER_ID, options) => call(contract.users.getUser, { USER_ID }, options),
    toValues: (row) => ({
      userId: row.USER_ID,
      userName: row.USER_NAME,
      positionCode: row.POSITION_CODE,
      orgId: row.ORG_ID,
      branchCode: row.BRANCH_CODE,
      accessType: row.USER_ACCESS_TYPE ?? '',
      profiles: row.PROFILES,
      employeeId: row.EMPLOYEE_ID ?? '',
    }),
    toInput,
    schema: usersCalls.createUser.input,
    insert: async (input, options) => {
      const made = await call(contract.users.createUser, input, options);
      await showOneTime(made.USER_ID, made.ONE_TIME_PASSWORD);
      return messages.userSaved;
    },
    update: async (input, userId, options) => {
      await call(contract.users.updateUser, { ...input, USER_ID: userId }, options);
      return messages.userSaved;
    },
    listPath: usersModule.paths.users,
    editPath,
  });

  /** A row action behind a confirmation; the list reloads after it. */
  const act =
    (run: (row: UserRow) => Promise<void>, ask?: (row: UserRow) => string) => async (row: UserRow) => {
      if (ask && !(await confirm({ text: ask(row) }))) return;
      try {
        await run(row);
        await queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
      } catch {
        // The API client has shown the server's reason.
      }
    };

  const rowActions: RowAction<UserRow>[] = [
    ...form.rowActions,
    {
      label: messages.deactivateUser,
      icon: <Block />,
      testId: 'deactivate-user',
      shownFor: (row) => row.ACTIVE,
      onClick: act(
        async (row) => {
          await call(contract.users.setUserActive, { USER_ID: row.USER_ID, ACTIVE: false });
          notify.success(messages.userDeactivated);
        },
        (row) => messages.deactivateConfirm(row.USER_ID),
      ),
    },
    {
      label: messages.reactivateUser,
      icon: <CheckCircle />,
      testId: 'reactivate-user',
      shownFor: (row) => !row.ACTIVE,
      onClick: act(async (row) => {
        await call(contract.users.setUserActive, { USER_ID: row.USER_ID, ACTIVE: true });
        notify.success(messages.userReactivated);
      }),
    },
    {
      label: messages.resetPassword,
      icon: <Password />,
      testId: 'reset-password',
      onClick: act(
        async (row) => {
          const reset = await call(contract.users.resetPassword, { USER_ID: row.USER_ID });
          await showOneTime(reset.USER_ID, reset.ONE_TIME_PASSWORD);
        },
        (row) => messages.resetPasswordConfirm(row.USER_ID),
      ),
    },
    {
      label: messages.unlockUser,
      icon: <LockOpen />,
      testId: 'unlock-user',
      shownFor: (row) => row.LOCKED,
      onClick: act(async (row) => {
        await call(contract.users.unlockUser, { USER_ID: row.USER_ID });
        notify.success(messages.userUnlocked);
      }),
    },
  ];

  const { values, change } = form;
  const editing = form.editId !== undefined;
  const profileOptions = (profiles.data ?? []).map((p) => ({
    value: p.PROFILE,
    label: `${p.PROFILE} - ${p.PROFILE_DESC}`,
  }));

  return (
    <>
      <FormPaper
        title={editing ? messages.editUser : messages.newUser}
        loading={form.loading}
        onSubmit={form.save}
        missing={form.missing}
        onBack={form.cancel}
        testId="user-form"
        sx={{ mb: 3 }}
      >
        <FormGrid>
          <FormCell>
            <TextField
              label={messages.userIdLabel}
              value={values.userId}
              disabled={editing}
              onChange={(e) => change({ userId: e.target.value.trim() })}
              {...fieldError(form.errors, 'USER_ID')}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'user-id' } }}
            />
          </FormCell>
          <FormCell>
            <TextField
              label={messages.userNameLabel}
              value={values.userName}
              onChange={(e) => change({ userName: e.target.value })}
              {...fieldError(form.errors, 'USER_NAME')}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'user-name-field' } }}
            />
          </FormCell>
          <FormCell>
            <TextField
              label={messages.positionLabel}
              value={values.positionCode}
              onChange={(e) => change({ positionCode: e.target.value.toUpperCase() })}
              {...fieldError(form.errors, 'POSITION_CODE')}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'position-code' } }}
            />
          </FormCell>
          <FormCell>
            <BranchField
              branches={branches}
              loading={filterData.isPending}
              value={values.branchCode}
              onChange={(b) => change({ branchCode: b?.BRANCH_CODE ?? '', orgId: b?.ORG_ID ?? null })}
              {...fieldError(form.errors, 'BRANCH_CODE')}
              required
              testId="user-branch"
            />
          </FormCell>
          <FormCell>
            <ChoiceField<string>
              label={messages.accessTypeLabel}
              choices={ACCESS_TYPES}
              emptyChoice="-"
              value={values.accessType}
              onChange={(accessType) => change({ accessType })}
              testId="access-type"
            />
          </FormCell>
          <FormCell>
            <TextField
              label={messages.employeeIdLabel}
              value={values.employeeId}
              onChange={(e) => change({ employeeId: e.target.value })}
              {...fieldError(form.errors, 'EMPLOYEE_ID', messages.employeeIdHelp)}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'employee-id' } }}
            />
          </FormCell>
          <FormCell>
            <MultiSelectField
              label={messages.accessProfiles}
              options={profileOptions}
              value={values.profiles}
              onChange={(next) => change({ profiles: next })}
              loading={profiles.isPending}
              required
              {...fieldError(form.errors, 'PROFILES')}
              testId="user-profiles"
            />
          </FormCell>
        </FormGrid>
        <FormActions onCancel={form.cancel} saving={form.saving} loading={form.loading} sx={{ mt: 2.5 }} />
      </FormPaper>
      <ListScreen<UserRow>
        queryKey={LIST_KEY}
        columns={columns}
        getRowId={(row) => row.USER_ID}
        source={{
          mode: 'server',
          load: (_f, query, signal) =>
            call(
              contract.users.listUsers,
              { ...query, sortField: undefined, sortDir: undefined },
              { signal },
            ),
        }}
        rowActions={rowActions}
        gridHeight={520}
        testId="user-list"
      />
    </>
  );
}

function toInput(values: UserValues) {
  return {
    USER_ID: values.userId,
    USER_NAME: values.userName,
    POSITION_CODE: values.positionCode,
    ORG_ID: values.orgId ?? -1,
    BRANCH_CODE: values.branchCode,
    USER_ACCESS_TYPE: values.accessType || null,
    PROFILES: values.profiles,
    EMPLOYEE_ID: values.employeeId.trim() || null,
  };
}
