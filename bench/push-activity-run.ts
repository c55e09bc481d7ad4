/**
 * `npm run bench:push-activity [-- --db pglite,postgres]`: the push activity screens
 * (bench/push-activity.ts) on a fresh database seeded at scale 2000, measured on a quiet machine
 * (bench/quiet-run.ts): the simulation of a whole business line, the approval header list and a
 * branch head's overview under 20 users next to their queries run directly, and a 20,000-outlet
 * campaign saved next to a bare insert of its rows. Writes bench/results/push-activity.md.
 */
import path from 'node:path';
import {
  benchCampaignFloors,
  benchCampaignLoads,
  benchCampaignSave,
  type CampaignBench,
  type CampaignLoads,
  prepareCampaignBench,
} from './push-activity';
import { comparePgliteP99, mainOf, progress } from './quiet-run';
import { count } from './report';
import { withArmada } from './role-overview';
import { ROOT } from './server-process';

mainOf<CampaignBench, CampaignLoads>({
  title: 'push activity',
  results: path.join(ROOT, 'bench/results/push-activity.md'),
  async prepare(db, column, report) {
    const b = await prepareCampaignBench(db);
    report.line(
      `${column}: ${b.year}-${String(b.month).padStart(2, '0')}: ${count(b.campaigns)} campaigns running, ` +
        `${count(b.added)} of them added by the bench; ${count(b.branchCampaigns)} reach the branch head's branch`,
    );
    return b;
  },
  async measure(db, b, column, report) {
    progress(`${column}: the screens under load, the saves`);
    const { loads, save } = await withArmada(db, async (server) => {
      const loads = await benchCampaignLoads(server, b, column, report);
      const save = await benchCampaignSave(server, b, column, report);
      return { loads, save };
    });
    progress(`${column}: the floors`);
    await benchCampaignFloors(db, b, loads, save, report);
    return loads;
  },
  compare: (measured, report) => comparePgliteP99('push activity, 20 users', measured, report),
});
