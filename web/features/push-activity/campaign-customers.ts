/**
 * The campaign's optional customer list (spec part 2 sections 5, 9): an .xls or .xlsx sheet of
 * CUSTOMERIDREF and CUSTOMERNAME, read in the browser by the upload screens' reader (type checked
 * by name and first bytes, header checked against the same columns the template is written with),
 * else 'Gunakan template XLSX'. The template (common/excel-templates.ts) is written by the shared
 * template writer, every cell as text and both columns formatted Text, so a reference such as
 * 000123 keeps its zeros; its example row names no customer.
 */

import type { CallOutput } from '../../../common/contract/define';
import { CAMPAIGN_CUSTOMERS_MAX, type pushActivity } from '../../../common/contract/push-activity';
import { CAMPAIGN_CUSTOMER_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { pickerAccept } from '../../components/import-screen/file-type';
import { readUpload } from '../../components/import-screen/read-upload';
import type { CampaignCustomer } from './campaign-values';

/** The file picker's hint; the reader decides. */
export const CUSTOMER_FILE_ACCEPT = pickerAccept('excel');

export type CustomerListRead = { ok: true; customers: CampaignCustomer[] } | { ok: false; message: string };

/** The customers of the chosen file, each reference once, or why the file is refused. */
export async function readCustomerList(file: File): Promise<CustomerListRead> {
  const parsed = await readUpload(file, {
    kind: 'excel',
    wrongFileMessage: messages.useXlsxTemplate,
    template: CAMPAIGN_CUSTOMER_TEMPLATE,
    maxRows: CAMPAIGN_CUSTOMERS_MAX,
  });
  if (!parsed.ok) return parsed;
  const seen = new Set<string>();
  const customers: CampaignCustomer[] = [];
  for (const row of parsed.records) {
    const ref = (row.CUSTOMERIDREF ?? '').toUpperCase();
    // A row without a reference names no outlet; a reference listed twice is one outlet.
    if (ref === '' || seen.has(ref)) continue;
    seen.add(ref);
    customers.push({ CUSTOMERIDREF: ref, CUSTOMERNAME: row.CUSTOMERNAME ?? '' });
  }
  return customers.length === 0 ? { ok: false, message: messages.fileEmpty } : { ok: true, customers };
}

export type CustomerListCheck = CallOutput<typeof pushActivity.checkCustomers>;

/** The check's warnings as the screen writes them, a line each; none when the list is as stored. */
export function checkWarnings(check: CustomerListCheck): string[] {
  const lines: string[] = [];
  const more = (total: number, shown: number) => (total > shown ? [messages.andMore(total - shown)] : []);
  if (check.UNKNOWN_TOTAL > 0) {
    const refs = [...check.UNKNOWN, ...more(check.UNKNOWN_TOTAL, check.UNKNOWN.length)].join(', ');
    lines.push(messages.customersUnknown(check.UNKNOWN_TOTAL, refs));
  }
  if (check.RENAMED_TOTAL > 0) {
    lines.push(messages.customerNamesDiffer(check.RENAMED_TOTAL));
    for (const r of check.RENAMED) {
      lines.push(messages.customerNameInFile(r.CUSTOMER_ID_REF, r.NAME_IN_FILE, r.CUSTOMER_NAME));
    }
    lines.push(...more(check.RENAMED_TOTAL, check.RENAMED.length));
  }
  return lines;
}
