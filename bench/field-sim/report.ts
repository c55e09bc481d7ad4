/** The simulator's report: what was sent and how it was answered, and each call's p50/p99. */
import { FIELD_KINDS } from './day-records';
import type { FieldSimulation } from './simulation';

const n = (x: number) => x.toLocaleString('en-US');
const ms = (x: number) => (x >= 100 ? `${Math.round(x)} ms` : `${x.toFixed(1)} ms`);

export function simReport(sim: FieldSimulation): string {
  const t = sim.tally;
  const out: string[] = [];
  out.push(
    `Downloaded: ${n(t.downloaded.visits)} planned visits, ${n(t.downloaded.customers)} customers, ${n(t.downloaded.campaigns)} campaigns`,
  );
  // A cut batch's first part is stored without the phone hearing it: answered "already stored" after.
  out.push('Records (made / answered stored / answered already stored / refused):');
  for (const kind of FIELD_KINDS) {
    const k = t.kinds[kind];
    out.push(
      `  ${kind.padEnd(15)} ${n(k.records).padStart(9)} ${n(k.stored).padStart(9)} ${n(k.alreadyStored).padStart(9)} ${n(k.refused).padStart(7)}`,
    );
  }
  if (t.kinds['survey-answers'].outletDayTaken > 0)
    out.push(
      `  (${n(t.kinds['survey-answers'].outletDayTaken)} answer sets refused as their outlet's day was answered already, by another rep or an earlier run)`,
    );
  out.push(
    `Batches answered ${n(t.batches)}; cut and sent again ${n(t.cutBatches)}; resent whole ${n(t.resentBatches)}`,
  );
  out.push(
    `Photos sent ${n(t.photos.sent)}: stored ${n(t.photos.stored)}, already stored ${n(t.photos.alreadyStored)}`,
  );
  out.push('Calls (count, p50 / p99):');
  for (const [name, s] of [...sim.times.summary()].sort(([a], [b]) => a.localeCompare(b)))
    out.push(`  ${name.padEnd(32)} ${n(s.count).padStart(8)}  ${ms(s.p50)} / ${ms(s.p99)}`);
  out.push(`Calls without an answer or with an error status: ${n(t.failedCalls)}`);
  out.push(t.problems.length === 0 ? 'Problems: none' : `Problems (${t.problems.length}):`);
  for (const p of t.problems) out.push(`  ${p}`);
  return out.join('\n');
}
