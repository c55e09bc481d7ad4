/**
 * Date helpers shared by server and web. Stored dates are plain 'YYYY-MM-DD' strings: a calendar
 * date has no time zone, so every helper works on local calendar parts and never on UTC instants.
 */
import { OPEN_END_DATE } from './constants';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local Date as 'YYYY-MM-DD'. */
export function toIsoDate(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A local Date as 'YYYY-MM-DD HH:mm:ss'. */
export function toIsoDateTime(d: Date): string {
  return `${toIsoDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when s is a real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/** Parses 'YYYY-MM-DD' as a local date; undefined when it is not one. */
export function parseIsoDate(s: string): Date | undefined {
  if (!isIsoDate(s)) return undefined;
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** Default start date of every form: the first day of the current month. */
export function firstDayOfMonth(today: Date = new Date()): string {
  return toIsoDate(new Date(today.getFullYear(), today.getMonth(), 1));
}

/** Default end date of every form: open-ended, 4001-12-31. */
export function defaultEndDate(): string {
  return OPEN_END_DATE;
}

/** Shortcut 'Select Today'. */
export function today(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** Shortcut 'Select End Date of This Month'. */
export function endOfThisMonth(now: Date = new Date()): string {
  return toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 0));
}

/** Shortcut 'Select End date of Last Month'. */
export function endOfLastMonth(now: Date = new Date()): string {
  return toIsoDate(new Date(now.getFullYear(), now.getMonth(), 0));
}

/** The day after an ISO date. */
export function dayAfter(isoDate: string): string {
  const d = parseIsoDate(isoDate);
  if (!d) throw new Error(`not a date: ${isoDate}`);
  return toIsoDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1));
}

/** The day before an ISO date (an assignment replaced from a date ends the day before). */
export function dayBefore(isoDate: string): string {
  const d = parseIsoDate(isoDate);
  if (!d) throw new Error(`not a date: ${isoDate}`);
  return toIsoDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1));
}

/** The last day of the month of an ISO date (sales rep edit: end not after start). */
export function endOfMonthOf(isoDate: string): string {
  const d = parseIsoDate(isoDate);
  if (!d) throw new Error(`not a date: ${isoDate}`);
  return toIsoDate(new Date(d.getFullYear(), d.getMonth() + 1, 0));
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The months by their Indonesian names, January first (the target screens' month select, Date Scan). */
export const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** 'DD MMM YYYY', e.g. '01 Nov 2026' (sales rep list, period list). */
export function formatDayMonthYear(isoDate: string): string {
  const d = parseIsoDate(isoDate.slice(0, 10));
  if (!d) return isoDate;
  return `${pad(d.getDate())} ${MONTHS_EN[d.getMonth()]} ${d.getFullYear()}`;
}

/** 'DD MMMM YYYY HH:mm' in Indonesian (location overview). */
export function formatIndonesianDateTime(d: Date): string {
  return `${pad(d.getDate())} ${MONTHS_ID[d.getMonth()]} ${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'MMM-YYYY' (print date on the sticker image). */
export function formatMonthYear(d: Date): string {
  return `${MONTHS_EN[d.getMonth()]}-${d.getFullYear()}`;
}

/** 'MM/DD/YYYY' (validated assignment uploads) to 'YYYY-MM-DD'; undefined when not a real date. */
export function usDateToIso(s: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** The selects' years reach this far past the current year (spec part 2 section 9). */
export const YEARS_AHEAD = 24;

/** The years of the year selects: `firstYear` (2000 unless a screen says later) to this year + 24. */
export function selectableYears(firstYear = 2000, now: Date = new Date()): number[] {
  const last = now.getFullYear() + YEARS_AHEAD;
  return Array.from({ length: last - firstYear + 1 }, (_, i) => firstYear + i);
}

/** The days from one YYYY-MM-DD date to another, both counted (2026-11-01 to 2026-11-30: 30). */
export function daysCounted(start: string, end: string): number {
  // In UTC, where every day is 24 hours long.
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}
