/**
 * The fields of one assignment, shared by every row of Mapping New Customer and by the edit form:
 * customer (search) and its name, business line, type, position, additional salesman position,
 * start and end date. Each field's list follows the fields before it (assignment-values.ts).
 */
import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { messages } from '../../../common/messages';
import { DateField } from '../../components/DateField';
import { FormCell, FormGrid } from '../../components/record-form/FormGrid';
import { type FieldErrors, fieldError } from '../../components/record-form/field-errors';
import { CodeAutocomplete } from '../../components/selects/CodeAutocomplete';
import { type CodeOption, CodeSelect } from '../../components/selects/CodeSelect';
import { CustomerSearchField } from '../../components/selects/CustomerSearchField';
import {
  type AssignmentValues,
  addSalesmanOptions,
  positionOptions,
  servedToday,
  typeDescOptions,
  withCascade,
} from './assignment-values';
import { useBisnisList, usePositions, useTypeDescs } from './use-assignment-lookups';

interface AssignmentFieldsProps {
  values: AssignmentValues;
  onChange(change: Partial<AssignmentValues>): void;
  /** Messages under the fields, by the names of AssignmentValues. */
  errors?: FieldErrors;
  /** An edit keeps a customer: the search can change it but not empty it. */
  keepCustomer?: boolean;
  /** Prefix of the fields' data-testid ('row-1' gives 'row-1-customer', …). */
  testId: string;
}

export function AssignmentFields({
  values,
  onChange,
  errors = {},
  keepCustomer,
  testId,
}: AssignmentFieldsProps) {
  const { customer } = values;
  const bisnisList = useBisnisList();
  const types = useTypeDescs(values.bisnis, customer?.CUSTOMER_ID ?? '');
  const positions = usePositions(customer?.ORG_ID);
  const change = (next: Partial<AssignmentValues>) => onChange(withCascade(values, next));

  const bisnisOptions = useMemo<CodeOption[]>(
    () => (bisnisList.data ?? []).map((b) => ({ value: b.BISNIS, label: `${b.BISNIS} - ${b.BISNIS_DESC}` })),
    [bisnisList.data],
  );
  const typeOptions = useMemo(() => typeDescOptions(types.data ?? []), [types.data]);
  const branch = customer?.BRANCH_CODE ?? '';
  const positionChoices = useMemo(
    () => positionOptions(positions.data ?? [], branch),
    [positions.data, branch],
  );
  const additionalChoices = useMemo(
    () => addSalesmanOptions(positions.data ?? [], branch, values.position),
    [positions.data, branch, values.position],
  );
  const served = servedToday(types.data ?? [], values.typeDesc);
  const noCustomer = customer === null ? messages.assignmentChooseCustomerFirst : undefined;

  return (
    <FormGrid>
      {/* Two columns each: a customer's reference and name show whole. */}
      <FormCell wide>
        <CustomerSearchField
          value={customer}
          onChange={(next) => change({ customer: next })}
          required
          disableClearable={keepCustomer}
          {...fieldError(errors, 'customer')}
          testId={`${testId}-customer`}
        />
      </FormCell>
      <FormCell wide>
        <TextField
          label={messages.assignmentCustomerNameLabel}
          value={customer?.CUSTOMER_NAME ?? ''}
          fullWidth
          slotProps={{
            input: { readOnly: true },
            inputLabel: { shrink: customer !== null || undefined },
            htmlInput: { 'data-testid': `${testId}-customer-name` },
          }}
        />
      </FormCell>
      <FormCell>
        <CodeSelect
          label={messages.assignmentBisnisLabel}
          value={values.bisnis}
          options={bisnisOptions}
          onChange={(bisnis) => change({ bisnis })}
          loading={bisnisList.isPending}
          required
          helperText={errors.bisnis}
          testId={`${testId}-bisnis`}
        />
      </FormCell>
      <FormCell>
        <CodeSelect
          label={messages.assignmentTypeDescLabel}
          value={values.typeDesc}
          options={typeOptions}
          onChange={(typeDesc) => change({ typeDesc })}
          disabled={values.bisnis === ''}
          loading={types.isFetching}
          required
          helperText={
            errors.typeDesc ??
            (values.bisnis === '' ? messages.assignmentChooseBisnisFirst : undefined) ??
            (served ? messages.assignmentServedToday(served) : undefined)
          }
          testId={`${testId}-type-desc`}
        />
      </FormCell>
      <FormCell>
        <CodeAutocomplete
          label={messages.positionLabel}
          value={values.position}
          options={positionChoices}
          onChange={(position) => change({ position })}
          disabled={customer === null}
          loading={positions.isFetching}
          required
          {...fieldError(errors, 'position', noCustomer)}
          testId={`${testId}-position`}
        />
      </FormCell>
      <FormCell>
        <CodeAutocomplete
          label={messages.assignmentAddSalesmanLabel}
          value={values.addSalesmanPosition}
          options={additionalChoices}
          onChange={(addSalesmanPosition) => change({ addSalesmanPosition })}
          disabled={customer === null}
          loading={positions.isFetching}
          disableClearable
          required
          {...fieldError(errors, 'addSalesmanPosition')}
          testId={`${testId}-add-salesman`}
        />
      </FormCell>
      <FormCell>
        <DateField
          label={messages.startDateLabel}
          value={values.startDate}
          onChange={(startDate) => change({ startDate })}
          required
          {...fieldError(errors, 'startDate')}
          testId={`${testId}-start-date`}
        />
      </FormCell>
      <FormCell wide>
        <DateField
          label={messages.endDateLabel}
          value={values.endDate}
          onChange={(endDate) => change({ endDate })}
          shortcuts
          required
          {...fieldError(errors, 'endDate')}
          testId={`${testId}-end-date`}
        />
      </FormCell>
    </FormGrid>
  );
}
