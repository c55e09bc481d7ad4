/**
 * The command door (`npm run import`): an ERP extract read from a file (read-file.ts) and loaded by
 * the same code as the API's calls (load.ts), in one transaction, telling the terminal how far it is.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IntegrationEntity, LoadReport } from '../../../common/contract/integration';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { LOAD_ORDER, loadRows } from './load';
import { FileRefused, readEntityFile } from './read-file';

/** The audit log's user for rows the command writes. */
export const IMPORT_COMMAND_USER = 'INTEGRATION_IMPORT';

/**
 * The files of a folder named after the entities (branches.csv, customers.xlsx …), in the order they
 * refer to each other: what `npm run import -- all FOLDER` loads.
 */
export function filesOfFolder(folder: string): [IntegrationEntity, string][] {
  return LOAD_ORDER.flatMap((entity): [IntegrationEntity, string][] => {
    const found = ['.csv', '.xlsx'].map((ext) => path.join(folder, `${entity}${ext}`)).find(existsSync);
    return found ? [[entity, found]] : [];
  });
}

export type ImportOutcome =
  | { ok: true; report: LoadReport }
  | { ok: false; reason: string; report?: LoadReport };

/** Imports one file of an entity; `say` receives a line of progress at each step. */
export async function importFile(
  database: Database,
  entity: IntegrationEntity,
  file: string,
  say: (line: string) => void,
): Promise<ImportOutcome> {
  const started = Date.now();
  const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  say(`${entity}: reading ${path.basename(file)} (${mb(statSync(file).size)})`);
  let read: ReturnType<typeof readEntityFile>;
  try {
    read = readEntityFile(entity, file, readFileSync(file));
  } catch (err) {
    if (err instanceof FileRefused) return { ok: false, reason: err.message };
    throw err;
  }
  say(`${entity}: ${read.rows.length.toLocaleString('en')} rows read (${since()}); checking and writing`);
  try {
    const requestId = `import-${new Date().toISOString()}`;
    const total = read.rows.length.toLocaleString('en');
    const report = await database.db.transaction((tx) =>
      loadRows(
        tx,
        entity,
        read.rows,
        { userId: IMPORT_COMMAND_USER, requestId },
        read.rowNumbers,
        (step, done) => say(`${entity}: ${done.toLocaleString('en')} of ${total} rows ${step} (${since()})`),
      ),
    );
    say(
      `${entity}: done in ${since()}: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged`,
    );
    return { ok: true, report };
  } catch (err) {
    if (err instanceof AppError) {
      const report = err.data as LoadReport | null;
      return { ok: false, reason: err.message, ...(report ? { report } : {}) };
    }
    throw err;
  }
}

const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The report as the terminal shows it: rejected rows and the rules applied, one a line. */
export function reportLines(outcome: ImportOutcome): string[] {
  const lines: string[] = [];
  if (!outcome.ok) lines.push(`refused: ${outcome.reason}`);
  for (const r of outcome.report?.rejected ?? [])
    lines.push(`  row ${r.row}${r.key ? ` (${r.key})` : ''}: ${r.reason}`);
  for (const e of outcome.report?.effects ?? []) lines.push(`  row ${e.row} (${e.key}): ${e.rule}`);
  return lines;
}
