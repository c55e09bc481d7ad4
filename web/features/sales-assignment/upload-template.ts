/**
 * 'Template Mapping Assignment.xls' of the validated assignment upload: the seven columns of the
 * contract and an example row whose START_DATE is the first day of the current month, written
 * MM/DD/YYYY as the upload expects (spec part 1 section 9).
 */
import { firstDayOfMonth } from '../../../common/dates';
import {
  ASSIGNMENT_UPLOAD_TEMPLATE,
  type AssignmentUploadColumn,
  type ExcelTemplate,
} from '../../../common/excel-templates';

/** 'YYYY-MM-DD' as 'MM/DD/YYYY', the date format of the validated upload. */
export function isoToUsDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The template as of a day. Its example names demo-shaped codes (a customer reference, a business
 * line with one of its types, a Jakarta sales position), so the shape of every cell is plain.
 */
export function assignmentUploadTemplate(today: Date = new Date()): ExcelTemplate<AssignmentUploadColumn> {
  return {
    // Its columns are the contract's list, which the header check uses too.
    ...ASSIGNMENT_UPLOAD_TEMPLATE,
    example: {
      CUSTOMER_ID_REF: 'JKT-000001',
      CUSTOMER_NAME: 'APOTEK SEHAT JAYA',
      BISNIS: 'FARMA',
      TYPE_DESC: 'REGULAR',
      POSITION: 'JKT-SLS-001',
      ADD_SALESMAN_POSITION: 'NA',
      START_DATE: isoToUsDate(firstDayOfMonth(today)),
    },
  };
}
