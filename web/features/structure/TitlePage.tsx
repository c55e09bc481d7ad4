/**
 * Add New Title (/structure/title) and its edit mode (/structure/title/:titleId): the form with a
 * type selector above the list of titles with their status.
 */
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contract } from '../../../common/contract';
import { type EmployeeTitle, titleInput } from '../../../common/contract/structure';
import { defaultEndDate, firstDayOfMonth, toIsoDateTime } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { recordPath } from '../../../common/modules/define';
import { structureModule } from '../../../common/modules/structure';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { endBeforeStart, fieldError } from '../../components/record-form/field-errors';
import { useRecordForm } from '../../components/record-form/use-record-form';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { CodeForm, type CodeFormValues } from './CodeForm';
import { dateColumns } from './columns';

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

const editPath = (row: EmployeeTitle) => recordPath(structureModule.records.title, row.EMPLOYEE_TITLE_ID);

export function TitlePage() {
  const form = useRecordForm({
    idParam: 'titleId',
    empty: emptyValues,
    listKey: LIST_KEY,
    recordKey: 'structure-title',
    load: async (id, options) => (await call(contract.structure.titleById, { id }, options))[0] ?? null,
    toValues: (row) => ({
      code: row.CODE,
      desc: row.DESC,
      typeCode: row.TYPE_CODE,
      startDate: row.START_DATE,
      endDate: row.END_DATE,
    }),
    toInput: (values) => ({
      titleCode: values.code,
      titleDesc: values.desc,
      typeCode: values.typeCode,
      startDate: values.startDate,
      endDate: values.endDate,
      userIdUpdate: storedUser()?.USER_ID,
      lastUpdate: toIsoDateTime(new Date()),
    }),
    schema: titleInput,
    check: endBeforeStart,
    insert: (input, options) => call(contract.structure.titleInsert, input, options),
    update: (input, titleId, options) => call(contract.structure.titleUpdate, { ...input, titleId }, options),
    listPath: structureModule.paths.title,
    editPath,
  });
  const { values, errors } = form;

  const types = useQuery({
    queryKey: ['structure-title-types'],
    queryFn: ({ signal }) => call(contract.structure.titleGetType, {}, { signal }),
  });
  const typeCodes = useMemo(() => {
    const codes = (types.data ?? []).map((t) => t.EMPLOYEE_TYPE_CODE);
    // An edited title may belong to a type that is no longer offered: keep it visible.
    return values.typeCode && !codes.includes(values.typeCode) ? [values.typeCode, ...codes] : codes;
  }, [types.data, values.typeCode]);

  const typeSelect = (
    <TextField
      select
      label={messages.typeCodeLabel}
      value={typeCodes.includes(values.typeCode) ? values.typeCode : ''}
      onChange={(e) => form.change({ typeCode: e.target.value })}
      {...fieldError(errors, 'typeCode')}
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
        form={form}
        titles={{ add: messages.addNewTitle, edit: messages.editTitle }}
        codeKind="title"
        codeLabel={messages.titleCodeLabel}
        descLabel={messages.titleDescLabel}
        codeField="titleCode"
        descField="titleDesc"
        leading={typeSelect}
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
        rowActions={form.rowActions}
        gridHeight={480}
        testId="title-list"
      />
    </>
  );
}
