/**
 * Edit Mapping Sales Assignment (spec part 1 section 7, /update): the form's values from the
 * loaded assignment, the body of the update, and the body's field messages under the form's own
 * field names (so a field's message goes once the user changes that field).
 */
import type {
  AssignmentRow,
  AssignmentUpdateInput,
  CustomerOption,
} from '../../../common/contract/sales-assignment';
import { assignmentUpdateInput } from '../../../common/contract/sales-assignment';
import { endBeforeStart, type FieldErrors, fieldErrors } from '../../components/record-form/field-errors';
import type { AssignmentValues } from './assignment-values';

/** The assignment's customer as the customer search shows it (kept as it was at mapping time). */
export function customerOfAssignment(row: AssignmentRow): CustomerOption {
  return {
    CUSTOMER_ID: row.CUSTOMER_ID,
    CUSTOMER_ID_REF: row.CUSTOMER_ID_REF,
    CUSTOMER_NAME: row.CUSTOMER_NAME,
    ADDRESS: null,
    ORG_ID: row.ORG_ID,
    // The position's branch: a customer is served by positions of its own branch.
    BRANCH_CODE: row.BRANCH_CODE_POSITION,
    SALES_CHANNEL: row.SALES_CHANNEL,
  };
}

export function valuesOfAssignment(row: AssignmentRow): AssignmentValues {
  return {
    customer: customerOfAssignment(row),
    bisnis: row.BISNIS,
    typeDesc: row.TYPE_DESC,
    position: row.POSITION_CODE,
    addSalesmanPosition: row.ADD_SALESMAN_POSITION,
    startDate: row.ASSIGNMENT_START_DATE,
    endDate: row.ASSIGNMENT_END_DATE,
  };
}

export function updateInputOf(values: AssignmentValues, id: number, userId: string): AssignmentUpdateInput {
  return {
    ASSIGNMENTMAPID: id,
    POSITIONCODE: values.position,
    ADDSALESMANPOSITION: values.addSalesmanPosition,
    CUSTOMERID: values.customer?.CUSTOMER_ID ?? '',
    CUSTOMERNAME: values.customer?.CUSTOMER_NAME ?? '',
    BISNIS: values.bisnis,
    TYPEDESC: values.typeDesc,
    ASSIGNMENTSTARTDATE: values.startDate,
    ASSIGNMENTENDDATE: values.endDate,
    ASSIGNMENTUSERIDUPDATE: userId,
  };
}

/** The form field each body field comes from. */
const FIELD_OF_BODY: Partial<Record<keyof AssignmentUpdateInput, keyof AssignmentValues>> = {
  POSITIONCODE: 'position',
  ADDSALESMANPOSITION: 'addSalesmanPosition',
  CUSTOMERID: 'customer',
  CUSTOMERNAME: 'customer',
  BISNIS: 'bisnis',
  TYPEDESC: 'typeDesc',
  ASSIGNMENTSTARTDATE: 'startDate',
  ASSIGNMENTENDDATE: 'endDate',
};

/**
 * The update schema's messages by form field, and an end before the start under the end date.
 * The save still checks the body with the schema itself; this only places the messages.
 */
export function editFieldErrors(values: AssignmentValues): FieldErrors {
  const checked = assignmentUpdateInput.safeParse(updateInputOf(values, 1, ''));
  const byBody = checked.success ? {} : fieldErrors(checked.error);
  const errors: FieldErrors = {};
  for (const [body, message] of Object.entries(byBody)) {
    const field = FIELD_OF_BODY[body as keyof AssignmentUpdateInput];
    if (field && !(field in errors)) errors[field] = message;
  }
  return { ...endBeforeStart(values), ...errors };
}
