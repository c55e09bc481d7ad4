/**
 * The one code path of both doors (the API's calls and `npm run import`): rows of an entity are
 * checked in memory (columns, values, keys twice), then against the rows held, set-wise; if any row
 * is rejected nothing is written and every rejected row is answered with its number and reason.
 * Otherwise the rows are upserted and the rules for the rows they break applied, all in the
 * caller's transaction, so a call lands whole or not at all.
 */
import {
  INTEGRATION_MAX_ROWS,
  type IntegrationEntity,
  type LoadReport,
} from '../../../common/contract/integration';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { inPacedSlices, lockKeys } from '../../platform/import';
import { branchLoader } from './entities/branches';
import { businessTypeLoader } from './entities/business-types';
import { channelLoader } from './entities/channels';
import { customerLoader } from './entities/customers';
import { employeeLoader } from './entities/employees';
import { geoGroupLoader } from './entities/geo-groups';
import { invoiceLoader } from './entities/invoices';
import { productLoader } from './entities/products';
import { territoryLoader } from './entities/territories';
import { heldAsSent } from './held-as-sent';
import type { Loader } from './loader';
import { type CheckedRow, checkRows } from './row-check';
import type { Writer } from './upsert';

const LOADERS: Record<IntegrationEntity, Loader> = {
  branches: branchLoader,
  channels: channelLoader,
  'geo-groups': geoGroupLoader,
  territories: territoryLoader,
  customers: customerLoader,
  products: productLoader,
  'business-types': businessTypeLoader,
  employees: employeeLoader,
  invoices: invoiceLoader,
};

/** The order a first load runs in: each entity after those it names. */
export const LOAD_ORDER: readonly IntegrationEntity[] = [
  'branches',
  'channels',
  'geo-groups',
  'territories',
  'customers',
  'products',
  'business-types',
  'employees',
  'invoices',
];

/**
 * Loads the rows, or throws a 422 whose data is the report with every rejected row. `rowNumbers`
 * numbers the rows as their source does (a file's lines); by default from 1.
 */
export async function loadRows(
  db: Db,
  entity: IntegrationEntity,
  raw: readonly unknown[],
  who: Writer,
  rowNumbers?: readonly number[],
  /** Told how many rows are checked, then written, as the load goes (the command's progress). */
  progress?: (step: 'checked' | 'written', rowsDone: number) => void,
): Promise<LoadReport> {
  const report: LoadReport = {
    entity,
    received: raw.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    rejected: [],
    effects: [],
  };
  if (raw.length > INTEGRATION_MAX_ROWS) {
    throw new AppError(
      messages.invalidRequest(`rows: ${messages.integration.tooManyRows(INTEGRATION_MAX_ROWS)}`),
      'TOO_LARGE',
    );
  }
  if (raw.length === 0)
    throw new AppError(messages.invalidRequest(`rows: ${messages.integration.noRows}`), 'VALIDATION');
  const loader = LOADERS[entity];
  // Loads take turns: two at once (the API's nightly sync and the command) would each check what
  // the other has not committed yet, and could lock each other's rows in opposite orders.
  await lockKeys(db, ['integration']);
  const sent = await rowsToCheck(db, entity, loader, raw, rowNumbers);
  const checked = checkRows(entity, sent.raw, sent.rowNumbers);
  for (const row of checked.rows) {
    const hash = sent.hashOf.get(row.row_no);
    if (hash !== undefined) row.source_hash = hash;
  }
  const rejected = [...checked.rejected, ...(loader.checkAmong?.(checked.rows) ?? [])];
  // On the embedded database the rows are checked and written a slice at a time, so other users'
  // reads run between two statements; one transaction still holds them all.
  const groups = groupsOf(checked.rows, loader.groupOf);
  const toWrite = await differingGroups(db, loader, groups);
  if (toWrite.length > 0) {
    const held = await inPacedSlices(
      db,
      toWrite,
      (slice) => loader.checkHeld(db, JSON.stringify(slice)),
      (done) => progress?.('checked', done),
    );
    rejected.push(...held.flat());
  }
  if (rejected.length > 0) {
    report.rejected = firstPerRow(rejected);
    throw new AppError(messages.integration.rejectedCall(report.rejected.length), 'RULE', report);
  }
  const written = await inPacedSlices(
    db,
    toWrite,
    (slice) => loader.write(db, JSON.stringify(slice), who),
    (done) => progress?.('written', done),
  );
  report.inserted = sum(written.map((w) => w.inserted));
  report.updated = sum(written.map((w) => w.updated));
  report.unchanged = raw.length - report.inserted - report.updated;
  report.effects = written.flatMap((w) => w.effects).sort((a, b) => a.row - b.row);
  return report;
}

/**
 * The rows to check and maybe write, with their numbers: all of them, but for a loader that keeps
 * each row's source hash, the rows held exactly as sent are left out (held-as-sent.ts); each row
 * left keeps its hash by its number, to be written with it.
 */
async function rowsToCheck(
  db: Db,
  entity: IntegrationEntity,
  loader: Loader,
  raw: readonly unknown[],
  rowNumbers: readonly number[] | undefined,
): Promise<{
  raw: readonly unknown[];
  rowNumbers: readonly number[] | undefined;
  hashOf: Map<number, string>;
}> {
  if (!loader.notHeldAsSent) return { raw, rowNumbers, hashOf: new Map() };
  const { hashes, held } = await heldAsSent(db, entity, loader.notHeldAsSent, raw);
  const left: unknown[] = [];
  const numbers: number[] = [];
  const hashOf = new Map<number, string>();
  raw.forEach((row, i) => {
    if (held.has(i)) return;
    const rowNo = rowNumbers?.[i] ?? i + 1;
    left.push(row);
    numbers.push(rowNo);
    hashOf.set(rowNo, hashes[i] as string);
  });
  return { raw: left, rowNumbers: numbers, hashOf };
}

/** The groups to check against the rows held and write: those with a row that differs from it. */
async function differingGroups(db: Db, loader: Loader, groups: CheckedRow[][]): Promise<CheckedRow[][]> {
  if (!loader.differing || groups.length === 0) return groups;
  const differing = loader.differing;
  const found = await inPacedSlices(db, groups, (slice) => differing(db, JSON.stringify(slice)));
  const rowNos = new Set(found.flat());
  return groups.filter((g) => g.some((r) => rowNos.has(r.row_no)));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The rows in the groups a slice keeps together: one row each, or by the loader's group. */
function groupsOf(rows: CheckedRow[], groupOf: Loader['groupOf']): CheckedRow[][] {
  if (!groupOf) return rows.map((r) => [r]);
  const groups = new Map<string, CheckedRow[]>();
  for (const r of rows) {
    const key = groupOf(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()];
}

/** One reason per row (its first), in row order. */
function firstPerRow(rejected: LoadReport['rejected']): LoadReport['rejected'] {
  const seen = new Set<number>();
  return [...rejected]
    .sort((a, b) => a.row - b.row)
    .filter((r) => {
      if (seen.has(r.row)) return false;
      seen.add(r.row);
      return true;
    });
}
