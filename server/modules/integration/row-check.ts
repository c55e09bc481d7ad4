/**
 * The first check of a load, in memory: each row's columns and values against the entity's
 * declaration (common/contract/integration.ts), then its key and unique columns against the rows
 * before it. Every failing row is answered with its number and the first reason it fails; the rows
 * that pass come out typed, ready to stage in one statement.
 */
import {
  type ColumnKind,
  type ColumnSpec,
  INTEGRATION_ENTITIES,
  type IntegrationEntity,
  type RejectedRow,
} from '../../../common/contract/integration';
import { messages } from '../../../common/messages';
import { isStorable, storableCopy } from '../../platform/storable-text';

const m = messages.integration;

/** A checked value: text, a number, a boolean, or null for an optional column left empty. */
export type Value = string | number | boolean | null;
export type CheckedRow = { row_no: number } & Record<string, Value>;

export interface RowCheck {
  rows: CheckedRow[];
  rejected: RejectedRow[];
}

export const CODE_MAX = 50;
const TEXT_MAX = 240;
const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
const AMOUNT = /^-?\d{1,16}(\.\d{1,2})?$/;
/** Degrees: any decimals, kept to 6 (about 11 cm), so a float sent as a JSON number fits. */
const DEGREES = /^-?\d{1,3}(\.\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRUE = new Set(['true', 'y', 'yes', '1']);
const FALSE = new Set(['false', 'n', 'no', '0']);

/** The value of one cell, or the reason it is refused. */
function readValue(spec: ColumnSpec, raw: unknown): { value: Value } | { reason: string } {
  const { name } = spec;
  if (raw === undefined || raw === null || raw === '') {
    return spec.required ? { reason: m.missing(name) } : { value: null };
  }
  if (typeof raw === 'string' && !isStorable(raw)) return { reason: m.notStorable(name) };
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    return { reason: m.notText(name) };
  }
  const text = String(raw);
  return readText(spec.kind, name, text, spec.max);
}

function readText(
  kind: ColumnKind,
  name: string,
  text: string,
  max: number | undefined,
): { value: Value } | { reason: string } {
  switch (kind) {
    case 'code':
      if (text.length > CODE_MAX) return { reason: m.tooLong(name, CODE_MAX) };
      if (text.trim() !== text) return { reason: m.spaces(name) };
      return { value: text };
    case 'text': {
      const limit = max ?? TEXT_MAX;
      if (text.length > limit) return { reason: m.tooLong(name, limit) };
      return { value: text.trim() };
    }
    case 'int': {
      const v = Number(text.trim());
      if (!/^-?\d{1,10}$/.test(text.trim()) || v < INT_MIN || v > INT_MAX)
        return { reason: m.notWhole(name) };
      return { value: v };
    }
    case 'amount':
      return AMOUNT.test(text.trim()) ? { value: text.trim() } : { reason: m.notAmount(name) };
    case 'latitude':
    case 'longitude': {
      const limit = kind === 'latitude' ? 90 : 180;
      const t = text.trim();
      return DEGREES.test(t) && Math.abs(Number(t)) <= limit
        ? { value: Number(t).toFixed(6) }
        : { reason: m.notDegrees(name, limit) };
    }
    case 'date': {
      const t = text.trim();
      const d = new Date(`${t}T00:00:00Z`);
      // From 1900: PostgreSQL has no year 0, and an ERP's dates are never older.
      return DATE.test(t) && t >= '1900' && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(t)
        ? { value: t }
        : { reason: m.notDate(name) };
    }
    case 'active': {
      const t = text.trim().toLowerCase();
      if (TRUE.has(t)) return { value: true };
      if (FALSE.has(t)) return { value: false };
      return { reason: m.notActive(name) };
    }
  }
}

/** The most characters of a sent value an answer repeats: a 10 MB key is named by its start. */
const SHOWN_MAX = 60;

/** A sent value as an answer repeats it: storable, and cut to its start when long. */
export function shown(value: unknown): string {
  const text = storableCopy(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}…` : text;
}

/** The key of a row as its answer names it: 'CUSTOMER_ID C-1', 'TRX_NUMBER T-1 LINE_NUMBER 2'. */
export function keyText(names: readonly string[], row: Record<string, unknown>): string {
  return names.map((k) => `${k} ${row[k] === undefined || row[k] === null ? '' : shown(row[k])}`).join(' ');
}

/** One row read against the columns, or the first reason it fails. */
function readRow(
  specs: ReadonlyMap<string, ColumnSpec>,
  columns: readonly ColumnSpec[],
  keyNames: readonly string[],
  item: unknown,
  rowNo: number,
): { row: CheckedRow } | { reason: string; key: string } {
  if (item === null || typeof item !== 'object' || Array.isArray(item))
    return { reason: m.notObject, key: '' };
  const given = item as Record<string, unknown>;
  // Named only when the row is refused: most rows pass, and naming one costs a copy of its key.
  const key = () => keyText(keyNames, given);
  const unknown = Object.keys(given).find((c) => !specs.has(c));
  if (unknown !== undefined) return { reason: m.unknownColumn(shown(unknown)), key: key() };
  const row: CheckedRow = { row_no: rowNo };
  for (const spec of columns) {
    const read = readValue(spec, given[spec.name]);
    if ('reason' in read) return { reason: read.reason, key: key() };
    row[spec.name] = read.value;
  }
  return { row };
}

/**
 * Checks `raw` rows of an entity. `rowNumbers` gives each row the number its answer names (a file's
 * line or sheet row); by default the first row of the body is 1.
 */
export function checkRows(
  entity: IntegrationEntity,
  raw: readonly unknown[],
  rowNumbers?: readonly number[],
): RowCheck {
  const decl = INTEGRATION_ENTITIES[entity];
  const specs = new Map<string, ColumnSpec>(decl.columns.map((c) => [c.name, c]));
  const rows: CheckedRow[] = [];
  const rejected: RejectedRow[] = [];
  const keysSeen = new Map<string, number>();
  const uniqueSeen = new Map<string, Map<string, number>>(decl.unique.map((u) => [u, new Map()]));

  raw.forEach((item, i) => {
    const rowNo = rowNumbers?.[i] ?? i + 1;
    const read = readRow(specs, decl.columns, decl.key, item, rowNo);
    if ('reason' in read) {
      rejected.push({ row: rowNo, key: read.key, reason: read.reason });
      return;
    }
    const out = read.row;
    const checkedKey = decl.key.map((k) => String(out[k])).join('\u0000');
    const first = keysSeen.get(checkedKey);
    const repeated =
      first !== undefined
        ? m.duplicateKey(keyText(decl.key, out), first)
        : decl.unique
            .map((u) => {
              const at = uniqueSeen.get(u)?.get(String(out[u]));
              return at === undefined ? undefined : m.duplicateUnique(u, String(out[u]), at);
            })
            .find((r) => r !== undefined);
    if (repeated !== undefined) {
      rejected.push({ row: rowNo, key: keyText(decl.key, out), reason: repeated });
      return;
    }
    keysSeen.set(checkedKey, rowNo);
    for (const u of decl.unique) uniqueSeen.get(u)?.set(String(out[u]), rowNo);
    rows.push(out);
  });
  return { rows, rejected };
}
