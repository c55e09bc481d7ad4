/**
 * The check of a campaign's customer list once its file is read (/pushact/checkCustomers): which
 * references no active customer of the caller's scope has, and which rows name the outlet
 * otherwise than the customer is named — a row copied from another customer, or the template's
 * example kept. The screen shows both as a warning beside 'Template valid'; the save refuses an
 * unknown reference itself. One statement joins the references, sent as one JSON parameter, to
 * the customers, so a 50,000-row list is one round trip.
 */
import { sql } from 'drizzle-orm';
import { PA_CUSTOMER_CHECK_SHOWN } from '../../../common/contract/push-activity';
import { type Db, rows } from '../../db/client';
import { customers } from '../../db/schema';
import { type Scope, scopeFilter } from '../../platform/scope';

/** A name as compared: case and runs of spaces do not make two names differ. */
const comparable = (name: string) => name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toUpperCase();

export async function checkCustomerList(
  db: Db,
  scope: Scope,
  list: readonly { CUSTOMERIDREF: string; CUSTOMERNAME?: string | undefined }[],
) {
  // A reference listed twice is one outlet, its first row's name the one compared (as the screen keeps it).
  const named = new Map<string, string>();
  for (const row of list) {
    const ref = row.CUSTOMERIDREF.toUpperCase();
    if (!named.has(ref)) named.set(ref, row.CUSTOMERNAME ?? '');
  }
  const refs = [...named.keys()];
  const found =
    refs.length === 0
      ? []
      : await rows<{ ref: string; name: string }>(
          db,
          sql`SELECT ${customers.customerIdRef} AS ref, ${customers.customerName} AS name
            FROM jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb) AS asked(ref)
            JOIN ${customers} ON ${customers.customerIdRef} = asked.ref
            WHERE ${customers.active}
              ${inScope(scope)}`,
        );
  const stored = new Map(found.map((f) => [f.ref, f.name]));
  const unknown = refs.filter((ref) => !stored.has(ref));
  const renamed = refs.flatMap((ref) => {
    const inFile = named.get(ref) ?? '';
    const name = stored.get(ref);
    return name === undefined || inFile.trim() === '' || comparable(inFile) === comparable(name)
      ? []
      : [{ CUSTOMER_ID_REF: ref, NAME_IN_FILE: inFile.trim(), CUSTOMER_NAME: name }];
  });
  return {
    UNKNOWN: unknown.slice(0, PA_CUSTOMER_CHECK_SHOWN),
    UNKNOWN_TOTAL: unknown.length,
    RENAMED: renamed.slice(0, PA_CUSTOMER_CHECK_SHOWN),
    RENAMED_TOTAL: renamed.length,
  };
}

function inScope(scope: Scope) {
  const within = scopeFilter(scope, { orgId: customers.orgId, branchCode: customers.branchCode });
  return within === undefined ? sql`` : sql`AND ${within}`;
}
