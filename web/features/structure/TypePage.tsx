/**
 * Add New Type (/structure/type) and its edit mode (/structure/type/:typeId): the form above the
 * list of types; the pencil of a row opens the row in edit mode.
 */
import { contract } from '../../../common/contract';
import { type EmployeeType, typeInput } from '../../../common/contract/structure';
import { defaultEndDate, firstDayOfMonth, toIsoDateTime } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { recordPath } from '../../../common/modules/define';
import { structureModule } from '../../../common/modules/structure';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { endBeforeStart } from '../../components/record-form/field-errors';
import { useRecordForm } from '../../components/record-form/use-record-form';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { CodeForm, type CodeFormValues } from './CodeForm';
import { dateColumns } from './columns';

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

const editPath = (row: EmployeeType) => recordPath(structureModule.records.type, row.EMPLOYEE_TYPE_ID);

export function TypePage() {
  const form = useRecordForm({
    idParam: 'typeId',
    empty: emptyValues,
    listKey: LIST_KEY,
    recordKey: 'structure-type',
    load: async (id, options) => (await call(contract.structure.typeById, { id }, options))[0] ?? null,
    toValues: (row) => ({
      code: row.CODE,
      desc: row.DESC,
      startDate: row.START_DATE,
      endDate: row.END_DATE,
    }),
    toInput: (values) => ({
      typeCode: values.code,
      typeDesc: values.desc,
      startDate: values.startDate,
      endDate: values.endDate,
      userIdUpdate: storedUser()?.USER_ID,
      lastUpdate: toIsoDateTime(new Date()),
    }),
    schema: typeInput,
    check: endBeforeStart,
    insert: (input, options) => call(contract.structure.typeInsert, input, options),
    update: (input, typeId, options) => call(contract.structure.typeUpdate, { ...input, typeId }, options),
    listPath: structureModule.paths.type,
    editPath,
  });

  return (
    <>
      <CodeForm
        form={form}
        titles={{ add: messages.addNewType, edit: messages.editType }}
        codeKind="type"
        codeLabel={messages.typeCodeLabel}
        descLabel={messages.typeDescLabel}
        codeField="typeCode"
        descField="typeDesc"
        testId="type-form"
      />
      <ListScreen<EmployeeType>
        queryKey={LIST_KEY}
        columns={columns}
        getRowId={(row) => row.EMPLOYEE_TYPE_ID}
        source={{ mode: 'client', load: (_f, signal) => call(contract.structure.typeSelect, {}, { signal }) }}
        rowActions={form.rowActions}
        gridHeight={480}
        testId="type-list"
      />
    </>
  );
}
