/**
 * The growth table of one database kind: one row per measure, one column per scale, then for each
 * step between two scales the measure's growth next to the growth of the selection it reads, and
 * whether it meets its goal (a page does not grow; a count grows no faster than its selection).
 */
import { count, ms, Report, ratio, sec } from '../report';

export interface Timing {
  p50: number;
  p99: number;
}

/**
 * A page's p50 may grow this much over a step and still count as flat: the machine is shared and
 * a ratio of two runs minutes apart moves by a few tens of percent on its own.
 */
export const FLAT = 1.5;
/** A count computed may grow this much faster than its selection, for the same noise. */
export const WITH_SELECTION = 1.25;

type Goal = 'flat' | 'selection' | 'none';

interface Row {
  measure: string;
  goal: Goal;
  /** The selection this row reads (its rows' row), for the growth beside it. */
  selection?: string;
  note: string;
  timings: Map<number, Timing>;
  /** A plain amount (rows, milliseconds, bytes) with its text. */
  amounts: Map<number, { value: number; text: string }>;
}

export class GrowthTable {
  private readonly rows: Row[] = [];
  private readonly header: string[] = [];

  constructor(private readonly scales: number[]) {}

  line(text: string): void {
    this.header.push(text);
  }

  private row(measure: string, goal: Goal, note: string, selection?: string): Row {
    let row = this.rows.find((r) => r.measure === measure);
    if (!row) {
      row = { measure, goal, note, timings: new Map(), amounts: new Map() };
      if (selection !== undefined) row.selection = selection;
      this.rows.push(row);
    }
    return row;
  }

  /** The rows in a selection: the growth every timing of it is compared with. */
  selection(name: string, scale: number, rows: number, note = ''): void {
    this.row(name, 'none', note).amounts.set(scale, { value: rows, text: count(rows) });
  }

  timing(measure: string, scale: number, t: Timing, goal: Goal, selection: string, note = ''): void {
    this.row(measure, goal, note, selection).timings.set(scale, t);
  }

  seconds(measure: string, scale: number, milliseconds: number, note = ''): void {
    this.row(measure, 'none', note).amounts.set(scale, { value: milliseconds, text: sec(milliseconds) });
  }

  amount(measure: string, scale: number, value: number, text: string, note = ''): void {
    this.row(measure, 'none', note).amounts.set(scale, { value, text });
  }

  /** The steps between consecutive scales: [200, 2000], [2000, 20000]. */
  private steps(): [number, number][] {
    return this.scales.slice(1).map((b, i) => [this.scales[i] as number, b]);
  }

  private growthOf(name: string | undefined, a: number, b: number): number | undefined {
    const r = this.rows.find((x) => x.measure === name);
    const from = r?.amounts.get(a)?.value;
    const to = r?.amounts.get(b)?.value;
    return from === undefined || to === undefined || from === 0 ? undefined : to / from;
  }

  /** Whether the row meets its goal at every step measured, and where it does not. */
  private verdict(row: Row): string {
    if (row.goal === 'none') return '';
    const misses: string[] = [];
    let measured = 0;
    for (const [a, b] of this.steps()) {
      const from = row.timings.get(a);
      const to = row.timings.get(b);
      if (!from || !to) continue;
      measured++;
      const grew = to.p50 / from.p50;
      const selection = this.growthOf(row.selection, a, b) ?? 1;
      const limit = row.goal === 'flat' ? FLAT : Math.max(FLAT, selection * WITH_SELECTION);
      if (grew > limit) misses.push(`${ratio(grew)} at ${b}/${a}`);
    }
    const goal = row.goal === 'flat' ? 'flat' : 'no faster than the selection';
    if (measured === 0) return `${goal}: one scale only`;
    return misses.length === 0 ? `${goal}: met` : `${goal}: NOT met (p50 ${misses.join(', ')})`;
  }

  markdown(): string {
    const report = new Report();
    for (const h of this.header) report.line(h);
    const steps = this.steps();
    for (const s of this.scales) report.column(count(s));
    for (const [a, b] of steps) {
      report.column(`${b}/${a}`);
      report.column(`selection ${b}/${a}`);
    }
    report.column('Goal');
    for (const r of this.rows) {
      for (const s of this.scales) {
        const t = r.timings.get(s);
        const amount = r.amounts.get(s);
        const text = t ? `${ms(t.p50)} / ${ms(t.p99)}` : (amount?.text ?? '—');
        report.set(r.measure, count(s), text, r.note);
      }
      for (const [a, b] of steps) {
        const ta = r.timings.get(a);
        const tb = r.timings.get(b);
        const grew = this.growthOf(r.measure, a, b);
        const text =
          ta && tb ? `${ratio(tb.p50 / ta.p50)} / ${ratio(tb.p99 / ta.p99)}` : grew ? ratio(grew) : '—';
        report.set(r.measure, `${b}/${a}`, text);
        const selection = this.growthOf(r.selection, a, b);
        report.set(r.measure, `selection ${b}/${a}`, selection === undefined ? '' : ratio(selection));
      }
      report.set(r.measure, 'Goal', this.verdict(r));
    }
    return report.markdown();
  }
}
