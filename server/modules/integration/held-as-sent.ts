/**
 * An unchanged resend found by key and hash alone. Each row a load writes keeps a hash of the row
 * as the ERP sent it (customers.source_hash); the next call hashes its rows the same way and asks
 * the database, with nothing but two arrays (keys and hashes), which rows are held exactly as sent.
 * Those rows are neither checked nor staged again: they passed every check when they were written,
 * and any other write of what the ERP loads has cleared their hash since (a trigger). The rest of
 * the call goes the whole way (load.ts).
 *
 * Only calls whose keys and unique columns each appear once take this path: a repeated key must be
 * refused for the whole call, which only the full check sees.
 */
import { hash } from 'node:crypto';
import { INTEGRATION_ENTITIES, type IntegrationEntity } from '../../../common/contract/integration';
import type { Db } from '../../db/client';
import { isStorable } from '../../platform/storable-text';
import type { Loader } from './loader';
import { CODE_MAX } from './row-check';

/** The hash a row is kept with: of its JSON as received (the same ERP extract gives the same text). */
export const sourceHashOf = (row: unknown): string => hash('sha1', JSON.stringify(row) ?? '', 'base64');

/**
 * A cell as a key the database can look up, or undefined (the row then goes the whole way): a
 * value longer than a code may be is never held, and is not sent.
 */
function lookupText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' && value !== '' && value.length <= CODE_MAX && isStorable(value)
    ? value
    : undefined;
}

/**
 * The indexes of the rows held exactly as sent, and every row's hash; nothing held when the call
 * repeats a key or a unique value (the full check refuses it with its reason).
 */
export async function heldAsSent(
  db: Db,
  entity: IntegrationEntity,
  lookUp: NonNullable<Loader['notHeldAsSent']>,
  raw: readonly unknown[],
): Promise<{ hashes: string[]; held: ReadonlySet<number> }> {
  const decl = INTEGRATION_ENTITIES[entity];
  const hashes = raw.map(sourceHashOf);
  const none = { hashes, held: new Set<number>() };
  const seen = [...decl.key.map(() => new Set<string>()), ...decl.unique.map(() => new Set<string>())];
  const names = [...decl.key, ...decl.unique];
  const keys: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const row = raw[i];
    if (row === null || typeof row !== 'object' || Array.isArray(row)) continue;
    const cells = names.map((n) => lookupText((row as Record<string, unknown>)[n]));
    for (let c = 0; c < cells.length; c++) {
      const text = cells[c];
      const set = seen[c] as Set<string>;
      if (text === undefined) continue;
      if (set.has(text)) return none;
      set.add(text);
    }
    const key = cells.slice(0, decl.key.length);
    if (key.every((k) => k !== undefined)) {
      keys.push(key.join('\u0001'));
      at.push(i);
    }
  }
  if (keys.length === 0) return none;
  const notHeld = new Set(
    await lookUp(
      db,
      keys,
      at.map((i) => hashes[i] as string),
    ),
  );
  return { hashes, held: new Set(at.filter((_, n) => !notHeld.has(n))) };
}
