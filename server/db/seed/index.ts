/**
 * Demo data: deterministic (seeded random) and Indonesian-flavoured. Seeds an empty database;
 * `reset` empties the demo tables first. `scale` multiplies volumes for benchmarks.
 */

import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '../../platform/storage';
import { type Db, refreshStatistics } from '../client';
import { ensureReferenceLists } from '../reference-lists';
import * as schema from '../schema';
import { branches } from '../schema';
import { seedCallPlans } from './call-plan-data';
import { seedCallRealizations } from './call-realization-data';
import { seedDisplayChecks } from './crc-data';
import { seedFieldReps } from './field-rep-data';
import { seedIncentives } from './incentive-data';
import { seedLabelPrints } from './label-data';
import { seedLocations } from './location-data';
import { seedPaAnswers } from './pa-answers-data';
import { seedPlatform } from './platform-data';
import { seedPromotions } from './promotion-data';
import { seedPushActivities } from './push-activity-data';
import { seededRandom } from './random';
import { seedReference } from './reference-data';
import { seedSalesAssignments } from './sales-assignment-data';
import { seedSalesreps } from './salesrep-data';
import { seedStructure } from './structure-data';
import { seedTargets } from './targets-data';

export interface SeedOptions {
  scale?: number;
  reset?: boolean;
  /** Where the demo photos go; without it the photo rows point to objects nobody stored. */
  storage?: Storage;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(branches);
  return (row?.n ?? 0) === 0;
}

/**
 * What `reset` empties: every table of the schema, read from it so that a new table is never left
 * holding rows of the old data (export_slots once was). Not the data versions: they only grow, so a
 * kept answer is never served again for a version reused, and the TRUNCATE's own triggers note the
 * emptied tables in data_version_pending to give them new ones at the commit.
 */
const VERSIONS: readonly PgTable[] = [schema.dataVersions, schema.dataVersionPending];
const RESET_TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && !VERSIONS.includes(value),
);

export async function seed(db: Db, options: SeedOptions = {}): Promise<void> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  await db.transaction(async (tx) => {
    if (options.reset)
      await tx.execute(sql`TRUNCATE ${sql.join(RESET_TABLES, sql`, `)} RESTART IDENTITY CASCADE`);
    await ensureReferenceLists(tx);
    await seedPlatform(tx);
    await seedStructure(tx, seededRandom(20261122), scale);
    await seedSalesreps(tx, seededRandom(20261123), scale);
    await seedReference(tx, seededRandom(20261124), scale);
    await seedSalesAssignments(tx, seededRandom(20261125), scale);
    await seedLabelPrints(tx, seededRandom(20261126));
    await seedLocations(tx, seededRandom(20261127), options.storage);
    await seedTargets(tx, seededRandom(20261128));
    await seedCallPlans(tx, seededRandom(20261129));
    await seedFieldReps(tx);
    await seedCallRealizations(tx);
    await seedDisplayChecks(tx, options.storage);
    await seedIncentives(tx);
    await seedPushActivities(tx);
    await seedPaAnswers(tx);
    await seedPromotions(tx, options.storage);
  });
  // Planner statistics for the data just loaded when it is big (load tests, benchmarks): PGlite has
  // no autovacuum to gather them. Not for the demo data at scale 1: statistics of a table of 150
  // roles make PostgreSQL scan it for each row of the next big upload instead of probing its index
  // (a 50,000-row upload took 15 s instead of 8 s on PGlite); an upload refreshes them itself.
  if (scale > 1) await refreshStatistics(db);
}
