/**
 * Add New Title (/structure/title) and its edit mode (/structure/title/:titleId): the form with a
 * type selector above the list of titles with their status.
 */
import { EditOutlined } from '@mui/icons-material';
import { MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { contract } from '../../../common/contract';
import { type EmployeeTitle, titleInput } from '../../../common/contract/structure';
import { defaultEndDate, firstDayOfMonth, toIsoDateTime } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { ListScreen, type RowAction } from '../../components/list-screen/ListScreen';
import { notify } from '../../components/Snackbar';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { CodeForm, type CodeFormValues } from './CodeForm';
import { dateColumns } from './columns';
import { fieldErrors } from './field-errors';
import { failureText } from './save-text';

const LIST_KEY = 'structure-titles';

type TitleValues = CodeFormValues & { typeCode: string };

const emptyValues = (): TitleValues => ({
  code: '',
  desc: '',
  typeCode: '',
  startDate: firstDayOfMonth(),
  endDate: defaultEndDate(),
});

const columns = [
  { field: 'CODE', headerName: 'Title', minWidth: 140, flex: 1 },
  { field: 'DESC', headerName: 'Title Description', minWidth: 200, flex: 2 },
  { field: 'TYPE_CODE', headerName: 'Type', minWidth: 120, flex: 1 },
  ...dateColumns<EmployeeTitle>('START_DATE', 'END_DATE'),
  { field: 'STATUS', headerName: 'Status', width: 110 },
];

export function TitlePage() {
  const { titleId } = useParams();
  const editId = titleId === undefined ? undefined : Number(titleId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [values, setValues] = useState<TitleValues>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const types = useQuery({
    queryKey: ['structure-title-types'],
    queryFn: ({ signal }) => call(contract.structure.titleGetType, {}, { signal }),
  });
  const existing = useQuery({
    queryKey: ['structure-title', editId],
    enabled: editId !== undefined && Number.isInteger(editId),
    queryFn: ({ signal }) => call(contract.structure.titleById, { id: editId as number }, { signal }),
  });
  useEffect(() => {
    const row = existing.data?.[0];
    if (row) {
      setValues({
        code: row.CODE,
        desc: row.DESC,
        typeCode: row.TYPE_CODE,
        startDate: row.START_DATE,
        endDate: row.END_DATE,
      });
      setErrors({});
    }
  }, [existing.data]);
  useEffect(() => {
    if (editId === undefined) {
      setValues(emptyValues());
      setErrors({});
    }
  }, [editId]);

  const typeCodes = useMemo(() => {
    const codes = (types.data ?? []).map((t) => t.EMPLOYEE_TYPE_CODE);
    // An edited title may belong to a type that is no longer offered: keep it visible.
    return values.typeCode && !codes.includes(values.typeCode) ? [values.typeCode, ...codes] : codes;
  }, [types.data, values.typeCode]);

  const save = async () => {
    const input = {
      titleCode: values.code,
      titleDesc: values.desc,
      typeCode: values.typeCode,
      startDate: values.startDate,
      endDate: values.endDate,
      userIdUpdate: storedUser()?.USER_ID,
      lastUpdate: toIsoDateTime(new Date()),
    };
    const checked = titleInput.safeParse(input);
    const problems = checked.success ? {} : fieldErrors(checked.error);
    if (values.startDate && values.endDate && values.endDate < values.startDate) {
      problems.endDate ??= messages.endBeforeStart;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !(await confirm())) return;
    setSaving(true);
    try {
      const text =
        editId === undefined
          ? await call(contract.structure.titleInsert, input, { silent: true })
          : await call(contract.structure.titleUpdate, { ...input, titleId: editId }, { silent: true });
      notify.success(text || messages.submitSuccess);
      await queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
      queryClient.removeQueries({ queryKey: ['structure-title', editId] });
      if (editId === undefined) setValues(emptyValues());
      else navigate('/structure/title');
    } catch (err) {
      notify.error(failureText(err));
    } finally {
      setSaving(false);
    }
  };

  const rowActions = useMemo<RowAction<EmployeeTitle>[]>(
    () => [
      {
        label: messages.editLabel,
        icon: <EditOutlined fontSize="small" />,
        onClick: (row) => navigate(`/structure/title/${row.EMPLOYEE_TITLE_ID}`),
        testId: 'edit-row',
      },
    ],
    [navigate],
  );

  const typeSelect = (
    <TextField
      select
      label={messages.typeCodeLabel}
      value={typeCodes.includes(values.typeCode) ? values.typeCode : ''}
      onChange={(e) => setValues((v) => ({ ...v, typeCode: e.target.value }))}
      error={!!errors.typeCode}
      helperText={errors.typeCode}
      disabled={types.isPending}
      required
      fullWidth
      data-testid="title-type"
    >
      {typeCodes.map((code) => (
        <MenuItem key={code} value={code}>
          {code}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <CodeForm
        title={editId === undefined ? messages.addNewTitle : messages.editTitle}
        codeLabel={messages.titleCodeLabel}
        descLabel={messages.titleDescLabel}
        leading={typeSelect}
        values={values}
        errors={{
          code: errors.titleCode,
          desc: errors.titleDesc,
          startDate: errors.startDate,
          endDate: errors.endDate,
        }}
        onChange={(next) => setValues((v) => ({ ...v, ...next }))}
        onSave={save}
        onCancel={editId === undefined ? undefined : () => navigate('/structure/title')}
        saving={saving}
        loading={existing.isFetching}
        testId="title-form"
      />
      <ListScreen<EmployeeTitle>
        queryKey={LIST_KEY}
        columns={columns}
        getRowId={(row) => row.EMPLOYEE_TITLE_ID}
        source={{
          mode: 'client',
          load: (_f, signal) => call(contract.structure.titleSelect, {}, { signal }),
        }}
        rowActions={rowActions}
        gridHeight={480}
        testId="title-list"
      />
    </>
  );
}
