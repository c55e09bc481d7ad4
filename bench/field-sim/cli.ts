/**
 * `npm run field:simulate -- --reps N --days D [--url URL] [--cut-rate R] [--concurrency C]
 *   [--users a,b,c] [--password P] [--create-users] [--add-campaigns] [--plan-visits K] [--in-production]
 *   [--seed S]`
 *
 * Plays N reps' days against a running Armada server over HTTP, as the field app would (see
 * simulation.ts), and prints what was sent, how it was answered and each call's p50/p99; exits 1
 * when any record was refused or answered other than expected.
 *
 * The reps sign in as the users linked to the first N active employees holding a position today
 * (read from the server's database: DATABASE_URL, or DATA_DIR while the server is stopped), or as
 * the users named by --users. --create-users first creates the missing ones (`sim.<employee id>`,
 * all with one password hash, --password or the demo password); --add-campaigns adds a survey
 * campaign running this month (sim-campaign.ts); --plan-visits K plans K customers today for each
 * rep (rep-plans.ts). These write to the database, and are refused with
 * NODE_ENV=production unless --in-production says it is meant.
 */
import { DEV_API_KEY, DEV_FIELD_APP_KEY, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/platform-data';
import { playDays } from './play-days';
import { planRepDays } from './rep-plans';
import { createRepUsers, repUserIds } from './rep-users';
import { simReport } from './report';
import { addSimCampaigns } from './sim-campaign';

const USAGE = `Usage: npm run field:simulate -- --reps N --days D [--url URL] [--cut-rate R] [--concurrency C]
  [--users a,b,c] [--password P] [--create-users] [--add-campaigns] [--plan-visits K] [--in-production]
  [--seed S]
  --url          the server (default http://127.0.0.1:3000; API_KEY and FIELD_APP_KEY from the environment)
  --cut-rate     share of batches cut and sent again, and apart resent whole (default 0.1)
  --users        sign in as these users instead of the first N reps' linked users
  --create-users create the missing users of the first N reps (writes to DATABASE_URL or DATA_DIR)
  --add-campaigns add a survey campaign running this month for every employee type held today
  --plan-visits K put K customers of each rep's branch on today's fixed call plan of the rep's position`;

const SWITCHES = ['--create-users', '--add-campaigns', '--in-production'];
const VALUED = [
  '--reps',
  '--days',
  '--url',
  '--cut-rate',
  '--concurrency',
  '--users',
  '--password',
  '--seed',
];

function parse(args: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const flag = args[i] as string;
    if (SWITCHES.includes(flag)) found.set(flag, 'yes');
    else if (VALUED.includes(flag) && args[i + 1] !== undefined) found.set(flag, args[++i] as string);
    else {
      console.error(`${flag}: not an option\n\n${USAGE}`);
      process.exit(2);
    }
  }
  return found;
}

function number(opts: Map<string, string>, flag: string, fallback: number, min: number, max: number): number {
  const raw = opts.get(flag);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`${flag} takes a number from ${min} to ${max}\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const opts = parse(process.argv.slice(2));
  const reps = Math.floor(number(opts, '--reps', 3, 1, 100_000));
  const days = Math.floor(number(opts, '--days', 1, 1, 31));
  const cutRate = number(opts, '--cut-rate', 0.1, 0, 1);
  const concurrency = Math.floor(number(opts, '--concurrency', 8, 1, 1000));
  const password = opts.get('--password') ?? DEMO_PASSWORD;
  const planVisits = opts.has('--plan-visits') ? Math.floor(number(opts, '--plan-visits', 40, 1, 200)) : 0;
  const writes = opts.has('--create-users') || opts.has('--add-campaigns') || planVisits > 0;
  const config = loadConfig();
  if (writes && config.production && !opts.has('--in-production')) {
    console.error(
      'NODE_ENV=production: --create-users, --add-campaigns and --plan-visits write to the database. Refused.',
    );
    process.exit(2);
  }
  let logins = opts.get('--users')?.split(',').filter(Boolean);
  if (writes || !logins) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      if (opts.has('--create-users'))
        console.log(
          `Created ${await createRepUsers(database.db, reps, password)} rep users in ${database.describe}`,
        );
      if (planVisits > 0)
        console.log(
          `Planned ${await planRepDays(database.db, reps, planVisits)} visits today (fixed call plan rows)`,
        );
      if (opts.has('--add-campaigns'))
        console.log(`Added campaigns ${(await addSimCampaigns(database.db)).join(', ')}`);
      logins ??= await repUserIds(database.db, reps);
    } finally {
      await database.close();
    }
  }
  if (logins.length < reps && !opts.has('--users'))
    console.log(`Only ${logins.length} of the first ${reps} reps have a user: run with --create-users`);
  const played = await playDays(
    {
      target: {
        url: opts.get('--url') ?? 'http://127.0.0.1:3000',
        apiKey: process.env.API_KEY || DEV_API_KEY,
        fieldKey: process.env.FIELD_APP_KEY || DEV_FIELD_APP_KEY,
      },
      concurrency,
      cutRate,
      seed: Math.floor(number(opts, '--seed', 41, 0, 2 ** 31)),
      log: (text) => console.log(text),
    },
    logins.map((username) => ({ username, password })),
    days,
  );
  console.log(simReport(played.sim));
  if (played.sim.tally.problems.length > 0) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
