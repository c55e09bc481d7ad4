/**
 * `npm run bench:incentive [-- --db pglite,postgres]`: the incentive screens (bench/incentive.ts) on
 * a fresh database seeded at scale 2000, measured on a quiet machine (bench/quiet-run.ts): the
 * invoice lookup, the summary and the approval list under 20 head-office users next to their queries
 * run directly, and an approval of 1,000 requests next to a bare UPDATE. Writes
 * bench/results/incentive.md.
 */
import path from 'node:path';
import {
  benchApprove,
  benchIncentiveFloors,
  benchIncentiveLoads,
  type IncentiveLoads,
  type IncentiveMonth,
  prepareIncentiveMonth,
} from './incentive';
import { comparePgliteP99, mainOf, progress } from './quiet-run';
import { count } from './report';
import { withArmada } from './role-overview';
import { ROOT } from './server-process';

mainOf<IncentiveMonth, IncentiveLoads>({
  title: 'incentive',
  results: path.join(ROOT, 'bench/results/incentive.md'),
  async prepare(db, column, report) {
    const month = await prepareIncentiveMonth(db);
    report.line(
      `${column}: ${month.year}-${String(month.month).padStart(2, '0')}, the month holding the most requests: ` +
        `${count(month.requests)} requests, ${count(month.added)} of them NEW ones added by the bench`,
    );
    return month;
  },
  async measure(db, month, column, report) {
    progress(`${column}: the screens under load, the approvals`);
    const { loads, approveMs } = await withArmada(db, async (server) => {
      const loads = await benchIncentiveLoads(server, month, column, report);
      const approveMs = await benchApprove(server, month, column, report);
      return { loads, approveMs };
    });
    progress(`${column}: the floors`);
    await benchIncentiveFloors(db, month, loads, approveMs, report);
    return loads;
  },
  compare: (measured, report) => comparePgliteP99('incentive, 20 users', measured, report),
});
