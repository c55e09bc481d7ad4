/**
 * `npm run bench:largest-upload [-- --db pglite,postgres]`: the largest file an upload takes, timed
 * against its floors (SheetJS reading the file, and a bare INSERT … SELECT FROM jsonb of its rows),
 * on a fresh database seeded at scale 2000 on a quiet machine (bench/quiet-run.ts). `npm run bench`
 * times 50,000 rows. Upload Fixed Call takes 100,000 rows (its limit; in .xlsx, the format of its
 * template); head office's Upload Target takes .xls only, so its largest file is as many rows as a
 * .xls holds (65,535). This checks that each stays within the goal of 3x its floors, and how much
 * memory the server took for it. Writes bench/results/largest-upload.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CALL_PLAN_MAX_ROWS } from '../common/contract/call-management';
import { TARGET_UPLOAD_MAX_ROWS } from '../common/contract/targets';
import { benchFixedCallBareInsert, benchFixedCallUpload, fixedCallUploadFile } from './call-plans';
import { mainOf, progress } from './quiet-run';
import { count } from './report';
import { withArmada } from './role-overview';
import { ROOT, type ServerProcess } from './server-process';
import { benchTargetBareInsert, benchTargetUpload, targetUploadFile } from './targets';
import { XLS_MAX_DATA_ROWS } from './upload-file';

const TARGET_ROWS = Math.min(TARGET_UPLOAD_MAX_ROWS, XLS_MAX_DATA_ROWS);

interface Files {
  fixedCall: string;
  target: string;
}

/** The server's peak resident memory since it started (Linux's VmHWM), in MiB. */
function peakMiB(server: ServerProcess): string {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return `${count(Math.round(kb / 1024))} MiB`;
}

mainOf<Files, void>({
  title: 'largest allowed upload',
  results: path.join(ROOT, 'bench/results/largest-upload.md'),
  async prepare(db, column, report) {
    report.line(
      `${column}: a fixed call plan of ${count(CALL_PLAN_MAX_ROWS)} rows (.xlsx) and head office's target file of ` +
        `${count(TARGET_ROWS)} rows (.xls), each on a server of its own`,
    );
    return {
      fixedCall: await fixedCallUploadFile(db, CALL_PLAN_MAX_ROWS, 'xlsx'),
      target: await targetUploadFile(db, TARGET_ROWS),
    };
  },
  async measure(db, files, column, report) {
    progress(`${column}: target upload of the largest file`);
    const targetFloorMs = await benchTargetBareInsert(db, files.target, column, report);
    await withArmada(db, async (server) => {
      await benchTargetUpload(server, files.target, targetFloorMs, column, report, TARGET_ROWS);
      report.set('target upload: server peak memory (VmHWM)', column, peakMiB(server), 'since its start');
    });
    progress(`${column}: fixed call upload of the largest file`);
    const callFloorMs = await benchFixedCallBareInsert(db, files.fixedCall, column, report);
    await withArmada(db, async (server) => {
      await benchFixedCallUpload(server, files.fixedCall, callFloorMs, column, report, CALL_PLAN_MAX_ROWS);
      report.set('fixed call upload: server peak memory (VmHWM)', column, peakMiB(server), 'since its start');
    });
  },
});
