/**
 * One batch of field records, the same way for every kind: each record checked on its own
 * (record-rules.ts), the good ones inserted together with ON CONFLICT (client_id) DO NOTHING, and
 * each record answered "stored", "already stored" (its client id arrived before) or "refused" with
 * its reason. The call runs in one transaction, so the good records of a batch land together and a
 * record answered "stored" is there once the answer is sent; nothing of a refused record is written.
 */
import type { BatchAnswer, RecordResult } from '../../../common/contract/field-records';
import type { Checked } from './record-rules';

/** A record that passed its checks, with its place in the batch. */
export type Good<T> = Extract<Checked<T>, { ok: true }> & { index: number; clientId: string };

/** What an insert of good records reports: the client ids it stored, and those refused after all. */
export interface Inserted {
  stored: ReadonlySet<string>;
  /** Records the database itself refused beyond the client id (one answer set per outlet and day). */
  refused?: ReadonlyMap<string, string>;
}

const clientIdOf = (raw: unknown): string => {
  const id = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).CLIENT_ID : undefined;
  return typeof id === 'string' ? id.slice(0, 64) : '';
};

export async function storeBatch<T>(
  raws: readonly unknown[],
  check: (raw: unknown) => Checked<T>,
  insert: (good: readonly Good<T>[]) => Promise<Inserted>,
  photosMissing: (good: readonly Good<T>[]) => Promise<string[]> = async () => [],
): Promise<BatchAnswer> {
  const results: RecordResult[] = [];
  const good: Good<T>[] = [];
  /** The first record of each client id: a repeat within the batch is answered as that one. */
  const firstOf = new Map<string, number>();
  const repeats: { index: number; clientId: string; first: number }[] = [];
  raws.forEach((raw, index) => {
    const clientId = clientIdOf(raw);
    const first = clientId === '' ? undefined : firstOf.get(clientId);
    if (first !== undefined) {
      repeats.push({ index, clientId, first });
      return;
    }
    const checked = check(raw);
    if (clientId !== '' && checked.ok) firstOf.set(clientId, index);
    if (checked.ok) good.push({ ...checked, index, clientId });
    else results[index] = { index, CLIENT_ID: clientId, outcome: 'refused', reason: checked.reason };
  });
  const inserted = good.length > 0 ? await insert(good) : { stored: new Set<string>() };
  for (const g of good) {
    const reason = inserted.refused?.get(g.clientId);
    results[g.index] = reason
      ? { index: g.index, CLIENT_ID: g.clientId, outcome: 'refused', reason }
      : {
          index: g.index,
          CLIENT_ID: g.clientId,
          outcome: inserted.stored.has(g.clientId) ? 'stored' : 'already stored',
        };
  }
  for (const r of repeats) {
    const first = results[r.first] as RecordResult;
    results[r.index] =
      first.outcome === 'refused'
        ? { index: r.index, CLIENT_ID: r.clientId, outcome: 'refused', reason: first.reason }
        : { index: r.index, CLIENT_ID: r.clientId, outcome: 'already stored' };
  }
  const count = (o: RecordResult['outcome']) => results.filter((x) => x.outcome === o).length;
  return {
    received: raws.length,
    stored: count('stored'),
    alreadyStored: count('already stored'),
    refused: count('refused'),
    results,
    photosMissing: good.length > 0 ? await photosMissing(good) : [],
  };
}
