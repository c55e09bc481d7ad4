/**
 * `npm run bench:backup [-- --db pglite,postgres]`: `npm run backup` and `npm run restore` of a
 * fresh database seeded at scale 2000, measured on a quiet machine (bench/quiet-run.ts), against a
 * bare `pg_dump -Fc` / `pg_restore` (PostgreSQL) and a plain copy of the data folder (PGlite); on
 * PGlite also a backup made while Armada runs. Writes bench/results/backup.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BackupFigures, measureBackup } from './backup-measure';
import { mainOf, progress } from './quiet-run';
import { ROOT } from './server-process';

mainOf<string, BackupFigures>({
  title: 'backup and restore',
  results: path.join(ROOT, 'bench/results/backup.md'),
  async prepare(db, column, report) {
    report.line(
      `${column}: the backup and restore commands each run as a new process (node + tsx), as by hand; ` +
        'the floors are the same copy without Armada around it',
    );
    // The backups, the restored copies and the folder copies: several times the database's size.
    return fs.mkdtempSync(path.join(os.tmpdir(), `armada-bench-backup-${db.kind}-`));
  },
  async measure(db, dir, column, report) {
    progress(`${column}: backup, restore and their floors`);
    try {
      return await measureBackup(db, dir, column, report);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
});
