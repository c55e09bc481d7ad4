/**
 * The campaign's optional customer list (spec part 2 sections 5, 9): an .xls or .xlsx sheet of
 * CUSTOMERIDREF and CUSTOMERNAME, read in the browser by the upload screens' reader (type checked
 * by name and first bytes, header checked against the same columns the template is written with),
 * else 'Gunakan template XLSX'. The template (common/excel-templates.ts) is written by the shared
 * template writer, every cell as text and both columns formatted Text, so a reference such as
 * 000123 keeps its zeros.
 */

import { CAMPAIGN_CUSTOMERS_MAX } from '../../../common/contract/push-activity';
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
