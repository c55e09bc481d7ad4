/**
 * D days of N reps: the reps sign in once; each day they download the morning's plan and upload
 * the evening's records. The server plans only today, so the days are played as the last D days
 * ending today (their records arrive late, as a phone offline for days sends them), within this
 * month: a rep serves a customer by the month's plans, and the days before hold last month's.
 */
import { FieldSimulation, type RepLogin, type SimOptions, type SimRep } from './simulation';

/** The `days` days ending `today` (YYYY-MM-DD), oldest first, none before the month's first. */
export function daysEnding(today: string, days: number): string[] {
  const end = new Date(`${today}T00:00:00Z`);
  const out: string[] = [];
  for (let k = days - 1; k >= 0; k--) {
    const d = new Date(end.getTime() - k * 86_400_000);
    if (d.getUTCMonth() === end.getUTCMonth()) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

export interface Played {
  sim: FieldSimulation;
  reps: SimRep[];
  days: string[];
  /** Each phase's milliseconds. */
  phases: { signIn: number; mornings: number[]; evenings: number[] };
}

export async function playDays(
  options: SimOptions,
  logins: readonly RepLogin[],
  days: number,
): Promise<Played> {
  const sim = new FieldSimulation(options);
  const log = options.log ?? (() => {});
  let started = performance.now();
  const reps = await sim.signIn(logins);
  const phases: Played['phases'] = { signIn: performance.now() - started, mornings: [], evenings: [] };
  log(`${reps.length} of ${logins.length} reps signed in`);
  let played: string[] = [];
  for (let i = 0; i < days; i++) {
    started = performance.now();
    await sim.morning(reps);
    phases.mornings.push(performance.now() - started);
    if (i === 0) {
      played = daysEnding(sim.today, days);
      if (played.length < days)
        log(`${days} days reach into last month: playing the ${played.length} of this month`);
    }
    const day = played[i];
    if (!day) break;
    log(`day ${day}: morning download in ${Math.round(phases.mornings[i] ?? 0)} ms`);
    await sim.record(reps, day);
    started = performance.now();
    await sim.evening(reps);
    phases.evenings.push(performance.now() - started);
    log(`day ${day}: evening upload in ${Math.round(phases.evenings[i] ?? 0)} ms`);
  }
  return { sim, reps, days: played, phases };
}
