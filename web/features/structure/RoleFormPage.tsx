/**
 * Add New Role (/manage-role/new) and Edit Structure Role (/manage-role/new/:roleMapID): one
 * form in two modes. The cascade of spec part 1 section 4 lives in role-form-state.ts; this page
 * renders the state and loads the lists the state asks for.
 */
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NA } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { CODE_MAX_LENGTH } from '../../../common/contract/codes';
import type { Branch } from '../../../common/contract/shared-schemas';
import type { Role } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { structureModule } from '../../../common/modules/structure';
import { DateField } from '../../components/DateField';
import { FormActions } from '../../components/record-form/FormActions';
import { FormCell as Field, FormGrid } from '../../components/record-form/FormGrid';
import { FormPaper } from '../../components/record-form/FormPaper';
import { fieldError } from '../../components/record-form/field-errors';
import { useEditRecord } from '../../components/record-form/use-edit-record';
import { useFormSave } from '../../components/record-form/use-form-save';
import { BranchField } from '../../components/selects/BranchField';
import { type CodeOption, CodeSelect } from '../../components/selects/CodeSelect';
import { TransformedTextField } from '../../components/TransformedTextField';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { ROLE_OVERVIEW_KEY } from './RoleOverviewPage';
import {
  emailsWithSemicolons,
  emptyRoleForm,
  isRoleFormComplete,
  type MappingAdditional,
  type RoleForm,
  type RoleFormAction,
  roleFormProblems,
  roleFormReducer,
  roleFormView,
  roleInsertPayload,
  roleUpdatePayload,
  type YesNo,
} from './role-form-state';

const NA_OPTION: CodeOption = { value: NA, label: NA };
const NO_BRANCHES: Branch[] = [];

function YesNoField<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  testId: string;
}) {
  return (
    <FormControl data-testid={props.testId}>
      <FormLabel sx={{ fontSize: 13 }}>{props.label}</FormLabel>
      <RadioGroup row value={props.value} onChange={(e) => props.onChange(e.target.value as V)}>
        {props.options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio size="small" />} label={o.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

const YN = [
  { value: 'Y', label: 'Y' },
  { value: 'N', label: 'N' },
] as const satisfies readonly { value: YesNo; label: string }[];
const YES_NO = [
  { value: 'Yes', label: messages.yes },
  { value: 'No', label: messages.no },
] as const satisfies readonly { value: MappingAdditional; label: string }[];

const upperCase = (text: string) => text.toUpperCase();

export function RoleFormPage() {
  const { roleMapID } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useEditRecord({
    param: roleMapID,
    recordKey: 'role',
    load: async (roleMapId, options) =>
      (await call(contract.structure.roleById, { roleMapId }, options))[0] ?? null,
  });
  const { editId } = existing;
  const editing = editId !== undefined;
  const userId = () => storedUser()?.USER_ID ?? '';
  const formSave = useFormSave<RoleForm, RoleForm>({
    empty: () => emptyRoleForm(),
    refuse: (s) => (isRoleFormComplete(s) ? undefined : messages.allFieldMustFilled),
    toInput: (s) => s,
    check: roleFormProblems,
    send: async (s, options) =>
      editing
        ? (await call(contract.structure.roleUpdate, roleUpdatePayload(s, userId()), options)) ||
          messages.editSuccess
        : (await call(contract.structure.roleInsert, roleInsertPayload(s, userId()), options)) ||
          messages.submitSuccess,
    listKey: ROLE_OVERVIEW_KEY,
    // An edit keeps its values until it has returned to the list; an add starts again.
    next: (saved) => (editing ? saved : emptyRoleForm()),
    onSaved: () => {
      // The next edit of this role must load what was saved, not the cached copy.
      queryClient.removeQueries({ queryKey: ['role', editId] });
      if (editing) navigate(structureModule.paths.roles);
    },
    blocked: existing.missing !== undefined,
  });
  const { values: form, errors, saving, update } = formSave;
  const dispatch = useCallback(
    (action: RoleFormAction) => update((s) => roleFormReducer(s, action)),
    [update],
  );
  const view = roleFormView(form);

  const prepared = useQuery({
    queryKey: ['role-prepare-form'],
    queryFn: ({ signal }) => call(contract.structure.prepareForm, {}, { signal }),
  });
  // Effect events read the latest form without making it an effect dependency.
  const loaded = useEffectEvent((role: Role) =>
    formSave.reset(roleFormReducer(emptyRoleForm(), { type: 'roleLoaded', role })),
  );
  const added = useEffectEvent(() => formSave.reset(emptyRoleForm()));
  useEffect(() => {
    if (existing.record) loaded(existing.record);
  }, [existing.record]);
  useEffect(() => {
    if (!editing) added();
  }, [editing]);

  const titles = useQuery({
    queryKey: ['role-titles', view.titlesOfType],
    enabled: view.titlesOfType !== null,
    queryFn: ({ signal }) =>
      call(contract.structure.getTitleByType, { typeCode: view.titlesOfType as string }, { signal }),
  });
  const supervisors = useQuery({
    queryKey: ['role-supervisors', view.supervisorsOfBranch],
    enabled: view.supervisorsOfBranch !== null,
    queryFn: ({ signal }) =>
      call(
        contract.structure.getSupervisorbyBranch,
        { branchCode: view.supervisorsOfBranch as string },
        { signal },
      ),
  });
  const csoList = useQuery({
    queryKey: ['role-cso', view.csoOfBranch],
    enabled: view.csoOfBranch !== null,
    queryFn: ({ signal }) =>
      call(contract.structure.getCSOListByBranch, { branchCode: view.csoOfBranch as string }, { signal }),
  });
  const additionalTypes = useQuery({
    queryKey: ['role-additional-types', view.additionalTypesOfBranch],
    enabled: view.additionalTypesOfBranch !== null,
    queryFn: ({ signal }) =>
      call(
        contract.structure.selectAdditionalType,
        { branchCode: view.additionalTypesOfBranch as string },
        { signal },
      ),
  });

  const typeOptions = useMemo<CodeOption[]>(
    () => (prepared.data?.typeList ?? []).map((t) => ({ value: t.CODE, label: `${t.CODE} - ${t.DESC}` })),
    [prepared.data],
  );
  // Active titles only; a role keeps showing the title it has, even one that has ended since.
  const keptTitle = existing.record?.EMPLOYEE_TITLE_ID ?? null;
  const keptTitleCode = existing.record?.EMPLOYEE_TITLE_CODE ?? '';
  const titleOptions = useMemo<CodeOption[]>(() => {
    const active = (titles.data ?? []).map((t) => ({ value: String(t.EMPLOYEE_TITLE_ID), label: t.CODE }));
    const showKept =
      keptTitle !== null && form.titleId === keptTitle && !active.some((o) => o.value === String(keptTitle));
    return showKept
      ? [{ value: String(keptTitle), label: messages.endedTitle(keptTitleCode) }, ...active]
      : active;
  }, [titles.data, keptTitle, keptTitleCode, form.titleId]);
  const supervisorOptions = useMemo<CodeOption[]>(
    () => [
      NA_OPTION,
      ...(supervisors.data ?? []).map((s) => ({ value: s.ROLE_POSITION_CODE, label: s.ROLE_POSITION_CODE })),
    ],
    [supervisors.data],
  );
  const csoOptions = useMemo<CodeOption[]>(
    () => [
      NA_OPTION,
      ...(csoList.data ?? []).map((c) => ({ value: c.ROLE_POSITION_CODE, label: c.ROLE_POSITION_CODE })),
    ],
    [csoList.data],
  );
  const additionalOptions = useMemo<CodeOption[]>(
    () => [
      NA_OPTION,
      ...(additionalTypes.data ?? []).map((a) => ({
        value: a.ROLE_ADD_TYPE_CODE,
        label: `${a.ROLE_ADD_TYPE_CODE} - ${a.ROLE_ADD_TYPE_DESC}`,
      })),
    ],
    [additionalTypes.data],
  );

  const chooseType = (code: string) => {
    const type = prepared.data?.typeList.find((t) => t.CODE === code);
    if (type) dispatch({ type: 'typeChosen', typeId: type.EMPLOYEE_TYPE_ID, typeCode: type.CODE });
  };
  const chooseTitle = (id: string) => {
    const title = titles.data?.find((t) => String(t.EMPLOYEE_TITLE_ID) === id);
    if (title) dispatch({ type: 'titleChosen', titleId: title.EMPLOYEE_TITLE_ID, titleCode: title.CODE });
  };
  const chooseBranch = useCallback(
    (branch: Branch | null) => {
      if (branch) dispatch({ type: 'branchChosen', orgId: branch.ORG_ID, branchCode: branch.BRANCH_CODE });
    },
    [dispatch],
  );
  const chooseSupervisor = (code: string) => {
    const found = supervisors.data?.find((s) => s.ROLE_POSITION_CODE === code);
    dispatch({ type: 'supervisorChosen', code, email: found?.SUPERVISOR_EMAIL ?? null });
  };

  const loading = prepared.isPending || existing.loading;
  return (
    <FormPaper
      title={editing ? messages.editRole : messages.addNewRole}
      loading={loading}
      onSubmit={formSave.save}
      missing={existing.missing}
      onBack={() => navigate(structureModule.paths.roles)}
      testId="role-form"
    >
      <FormGrid>
        <Field>
          <TransformedTextField
            label={messages.positionLabel}
            value={form.positionCode}
            transform={upperCase}
            onValueChange={(value) => dispatch({ type: 'positionChanged', value })}
            {...fieldError(errors, 'rolePosCode')}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: CODE_MAX_LENGTH.position, 'data-testid': 'role-position' } }}
          />
        </Field>
        <Field>
          <CodeSelect
            label={messages.typeCodeLabel}
            value={view.titlesOfType ?? ''}
            options={typeOptions}
            onChange={chooseType}
            loading={prepared.isPending}
            required
            testId="role-type"
          />
        </Field>
        <Field>
          <CodeSelect
            label={messages.titleCodeLabel}
            value={form.titleId === null ? '' : String(form.titleId)}
            options={titleOptions}
            onChange={chooseTitle}
            disabled={view.titlesOfType === null}
            loading={titles.isFetching}
            testId="role-title"
          />
        </Field>
        <Field>
          <BranchField
            branches={prepared.data?.branchList ?? NO_BRANCHES}
            value={form.branchCode}
            onChange={chooseBranch}
            loading={prepared.isPending}
            required
            testId="role-branch"
          />
        </Field>
        <Field>
          <CodeSelect
            label={messages.supervisorLabel}
            value={form.supervisor}
            options={supervisorOptions}
            onChange={chooseSupervisor}
            disabled={view.supervisorFixed || view.supervisorsOfBranch === null}
            loading={supervisors.isFetching}
            testId="role-supervisor"
          />
        </Field>
        <Field>
          <TransformedTextField
            label={messages.supervisorEmailLabel}
            value={form.supervisorEmail}
            transform={emailsWithSemicolons}
            onValueChange={(value) => dispatch({ type: 'supervisorEmailTyped', value })}
            {...fieldError(errors, 'emailSup')}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'role-email' } }}
          />
        </Field>
        <Field>
          <CodeSelect
            label={messages.csoLabel}
            value={form.cso}
            options={csoOptions}
            onChange={(code) => dispatch({ type: 'csoChosen', code })}
            disabled={view.csoOfBranch === null}
            loading={csoList.isFetching}
            testId="role-cso"
          />
        </Field>
        <Field>
          <YesNoField
            label={messages.collectorLabel}
            value={form.collector}
            options={YN}
            onChange={(value) => dispatch({ type: 'collectorChosen', value })}
            testId="role-collector"
          />
        </Field>
        <Field>
          <YesNoField
            label={messages.secondaryPositionLabel}
            value={form.secondary}
            options={YN}
            onChange={(value) => dispatch({ type: 'secondaryChosen', value })}
            testId="role-secondary"
          />
        </Field>
        {view.showMappingAdditional ? (
          <Field>
            <YesNoField
              label={messages.mappingAdditionalLabel}
              value={form.mappingAdditional}
              options={YES_NO}
              onChange={(value) => dispatch({ type: 'mappingAdditionalChosen', value })}
              testId="role-mapping-additional"
            />
          </Field>
        ) : null}
        {view.showAdditionalType ? (
          <Field>
            {view.additionalNeedsBranch ? (
              <TextField
                label={messages.additionalTypeLabel}
                value=""
                placeholder={messages.fillBranchFirst}
                disabled
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                data-testid="role-additional-type-placeholder"
              />
            ) : (
              <CodeSelect
                label={messages.additionalTypeLabel}
                value={form.additionalType}
                options={additionalOptions}
                onChange={(code) => dispatch({ type: 'additionalTypeChosen', code })}
                loading={additionalTypes.isFetching}
                testId="role-additional-type"
              />
            )}
          </Field>
        ) : null}
      </FormGrid>
      <FormGrid sx={{ mt: 3 }}>
        <Field>
          <DateField
            label={messages.startDateLabel}
            value={form.startDate}
            onChange={(value) => dispatch({ type: 'startDateChanged', value })}
            required
            testId="role-start-date"
          />
        </Field>
        <Field wide>
          <DateField
            label={messages.endDateLabel}
            value={form.endDate}
            onChange={(value) => dispatch({ type: 'endDateChanged', value })}
            shortcuts
            required
            testId="role-end-date"
          />
        </Field>
      </FormGrid>
      <FormActions
        onCancel={() => navigate(structureModule.paths.roles)}
        saving={saving}
        loading={loading}
        sx={{ mt: 3 }}
      />
    </FormPaper>
  );
}
