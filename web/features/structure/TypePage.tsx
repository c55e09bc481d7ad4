/**
 * Add New Type (/structure/type) and its edit mode (/structure/type/:typeId): the form above the
 * list of types; the pencil of a row opens the row in edit mode.
 */
import { EditOutlined } from '@mui/icons-material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { contract } from '../../../common/contract';
import { type EmployeeType, typeInput } from '../../../common/contract/structure';
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

const LIST_KEY = 'structure-types';

const emptyValues = (): CodeFormValues => ({
  code: '',
  desc: '',
  startDate: firstDayOfMonth(),
  endDate: defaultEndDate(),
});

const columns = [
  { field: 'CODE', headerName: 'Type', minWidth: 140, flex: 1 },
  { field: 'DESC', headerName: 'Type Description', minWidth: 200, flex: 2 },
  ...dateColumns<EmployeeType>('START_DATE', 'END_DATE'),
];

export function TypePage() {
  const { typeId } = useParams();
  const editId = typeId === undefined ? undefined : Number(typeId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [values, setValues] = useState<CodeFormValues>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const existing = useQuery({
    queryKey: ['structure-type', editId],
    enabled: editId !== undefined && Number.isInteger(editId),
    queryFn: ({ signal }) => call(contract.structure.typeById, { id: editId as number }, { signal }),
  });
  useEffect(() => {
    const row = existing.data?.[0];
    if (row) {
      setValues({ code: row.CODE, desc: row.DESC, startDate: row.START_DATE, endDate: row.END_DATE });
      setErrors({});
    }
  }, [existing.data]);
  useEffect(() => {
    if (editId === undefined) {
      setValues(emptyValues());
      setErrors({});
    }
  }, [editId]);

  const save = async () => {
    const input = {
      typeCode: values.code,
      typeDesc: values.desc,
      startDate: values.startDate,
      endDate: values.endDate,
      userIdUpdate: storedUser()?.USER_ID,
      lastUpdate: toIsoDateTime(new Date()),
    };
    const checked = typeInput.safeParse(input);
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
          ? await call(contract.structure.typeInsert, input, { silent: true })
          : await call(contract.structure.typeUpdate, { ...input, typeId: editId }, { silent: true });
      notify.success(text || messages.submitSuccess);
      await queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
      queryClient.removeQueries({ queryKey: ['structure-type', editId] });
      if (editId === undefined) setValues(emptyValues());
      else navigate('/structure/type');
    } catch (err) {
      notify.error(failureText(err));
    } finally {
      setSaving(false);
    }
  };

  const rowActions = useMemo<RowAction<EmployeeType>[]>(
    () => [
      {
        label: messages.editLabel,
        icon: <EditOutlined fontSize="small" />,
        onClick: (row) => navigate(`/structure/type/${row.EMPLOYEE_TYPE_ID}`),
        testId: 'edit-row',
      },
    ],
    [navigate],
  );

  return (
    <>
      <CodeForm
        title={editId === undefined ? messages.addNewType : messages.editType}
        codeLabel={messages.typeCodeLabel}
        descLabel={messages.typeDescLabel}
        values={values}
        errors={{
          code: errors.typeCode,
          desc: errors.typeDesc,
          startDate: errors.startDate,
          endDate: errors.endDate,
        }}
        onChange={(next) => setValues((v) => ({ ...v, ...next }))}
        onSave={save}
        onCancel={editId === undefined ? undefined : () => navigate('/structure/type')}
        saving={saving}
        loading={existing.isFetching}
        testId="type-form"
      />
      <ListScreen<EmployeeType>
        queryKey={LIST_KEY}
        columns={columns}
        getRowId={(row) => row.EMPLOYEE_TYPE_ID}
        source={{ mode: 'client', load: (_f, signal) => call(contract.structure.typeSelect, {}, { signal }) }}
        rowActions={rowActions}
        gridHeight={480}
        testId="type-list"
      />
    </>
  );
}
