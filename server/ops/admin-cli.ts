/**
 * `npm run admin -- <command>`: what a new installation needs before anyone can log in.
 *   create-branch --org N --code CODE --name NAME
 *   create-user --user ID --name NAME --org N --branch CODE [--position CODE] [--access-type TYPE]
 *               [--profile P[,P...]] [--employee ID] [--one-time]
 *   unlock --user ID
 * create-user asks the password twice on a terminal (not shown as typed) and checks it against the
 * password policy; with --one-time, or when no terminal is attached, it prints a one-time password
 * instead, which must be changed at the first login. --employee links the user to a sales rep
 * (SALESREP_EMPLOYEEID), who then signs in to the field app as this user. On the embedded database (no DATABASE_URL)
 * run it while Armada is stopped: the folder is open to one process at a time.
 */
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { HEAD_OFFICE_ORG_ID } from '../../common/constants';
import { messages } from '../../common/messages';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureReferenceLists } from '../db/reference-lists';
import { branches } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { passwordProblem } from '../platform/password-policy';
import { insertUser, oneTimePassword, unlockUser, whyUserCannotBeCreated } from '../platform/user-accounts';
import { runCli, usage } from './cli-run';
import { OpsError } from './ops-error';

const USAGE = `Usage:
  npm run admin -- create-branch --org N --code CODE --name NAME
  npm run admin -- create-user --user ID --name NAME --org N --branch CODE [--position CODE]
                   [--access-type TYPE] [--profile HEAD_OFFICE,USER_ADMIN] [--employee ID]
                   [--one-time]
  npm run admin -- unlock --user ID
create-user asks the password on the terminal, or prints a one-time password (--one-time, or no
terminal) that must be changed at the first login. The first administrator belongs to head office
(org ${HEAD_OFFICE_ORG_ID}) and holds the profiles HEAD_OFFICE and USER_ADMIN (the default).
--employee links the user to a sales rep of its org (SALESREP_EMPLOYEEID): the rep signs in to the
field app (POST /api/field/login) with this user's ID and password.`;

const FLAGS = [
  '--org',
  '--code',
  '--name',
  '--user',
  '--branch',
  '--position',
  '--access-type',
  '--profile',
  '--employee',
];

function options(args: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const flag = args[i] as string;
    if (flag === '--one-time') {
      found.set(flag, 'yes');
      continue;
    }
    const value = args[i + 1];
    if (!FLAGS.includes(flag) || value === undefined || value.startsWith('--')) usage(USAGE);
    found.set(flag, value);
    i++;
  }
  return found;
}

function required(opts: Map<string, string>, flag: string): string {
  const value = opts.get(flag)?.trim();
  if (!value) throw new OpsError(`${flag} is required.\n\n${USAGE}`);
  return value;
}

function orgOf(opts: Map<string, string>): number {
  const org = Number(required(opts, '--org'));
  if (!Number.isInteger(org) || org < 1 || org > 2_147_483_647)
    throw new OpsError('--org takes a whole number.');
  return org;
}

/** Reads a line from the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
    let asked = false;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (!asked) {
        asked = true;
        write(s);
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

runCli(async () => {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === '--help' || command === '-h') usage(USAGE);
  const opts = options(rest);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const db = database.db;
  const who = { userId: 'npm run admin', requestId: `admin-${Date.now()}` };
  try {
    await ensureReferenceLists(db);
    if (command === 'create-branch') {
      const branch = {
        orgId: orgOf(opts),
        branchCode: required(opts, '--code'),
        branchDesc: required(opts, '--name'),
      };
      const [exists] = await db.select().from(branches).where(eq(branches.branchCode, branch.branchCode));
      if (exists) throw new OpsError(`Branch "${branch.branchCode}" already exists (org ${exists.orgId}).`);
      await db.transaction(async (tx) => {
        await tx.insert(branches).values(branch);
        await recordAudit(tx, who, {
          action: 'create',
          entity: 'branch',
          entityId: branch.branchCode,
          after: branch,
        });
      });
      console.log(`Branch ${branch.branchCode} (${branch.branchDesc}) of org ${branch.orgId} created.`);
    } else if (command === 'create-user') {
      const user = {
        userId: required(opts, '--user'),
        userName: required(opts, '--name'),
        orgId: orgOf(opts),
        branchCode: required(opts, '--branch'),
        positionCode: opts.get('--position')?.trim() || 'ADMIN',
        accessType: opts.get('--access-type')?.trim() || null,
        profiles: (opts.get('--profile') ?? 'HEAD_OFFICE,USER_ADMIN')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
        employeeId: opts.get('--employee')?.trim() || null,
      };
      const problem = await whyUserCannotBeCreated(db, user);
      if (problem) {
        const hint =
          problem === messages.branchUnknown(user.branchCode)
            ? `\nCreate the branch first: npm run admin -- create-branch --org ${user.orgId} --code ${user.branchCode} --name "HEAD OFFICE"`
            : '';
        throw new OpsError(problem + hint);
      }
      const oneTime = opts.has('--one-time') || !process.stdin.isTTY;
      let password: string;
      if (oneTime) password = oneTimePassword();
      else {
        password = await askHidden(`Password for ${user.userId}: `);
        const policy = passwordProblem(password, user);
        if (policy) throw new OpsError(policy);
        if ((await askHidden('Repeat the password: ')) !== password)
          throw new OpsError('The two passwords differ.');
      }
      await db.transaction(async (tx) => {
        await insertUser(tx, user, password, oneTime);
        await recordAudit(tx, who, { action: 'create', entity: 'user', entityId: user.userId, after: user });
      });
      console.log(`User ${user.userId} created with the profiles ${user.profiles.join(', ')}.`);
      if (oneTime)
        console.log(`One-time password (shown once; to be changed at the first login): ${password}`);
    } else if (command === 'unlock') {
      const userId = required(opts, '--user');
      const removed = await unlockUser(db, userId);
      await recordAudit(db, who, {
        action: 'unlock',
        entity: 'user',
        entityId: userId,
        after: { failuresRemoved: removed },
      });
      console.log(`Login failures of ${userId} removed: ${removed}.`);
    } else usage(USAGE);
  } finally {
    await database.close();
  }
});
