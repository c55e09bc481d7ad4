/**
 * Where a target submit sends the user: the summary opened on what was just saved. A sheet holds
 * one month as a rule; should it hold several, the month most of its rows are of. A branch sheet of
 * one branch opens on that branch, one of several on ALL BRANCH.
 */
import { ALL_BRANCH } from '../../../common/constants';
import type { MonthYear } from '../../components/selects/MonthYearSelects';

/** A saved sheet row, as the check answered it: the template's columns (YEAR_ID, MONTH_ID, KODE_CABANG). */
type SavedRow = Readonly<Record<string, unknown>>;

export function savedSelection(rows: readonly SavedRow[]): (MonthYear & { branch: string }) | undefined {
  const months = new Map<string, number>();
  const branches = new Set<string>();
  for (const r of rows) {
    const key = `${String(r.YEAR_ID ?? '')}-${String(r.MONTH_ID ?? '')}`;
    months.set(key, (months.get(key) ?? 0) + 1);
    branches.add(String(r.KODE_CABANG ?? ''));
  }
  let best: string | undefined;
  for (const [key, n] of months) if (best === undefined || n > (months.get(best) ?? 0)) best = key;
  if (best === undefined) return undefined;
  const [year, month] = best.split('-').map(Number);
  if (!Number.isInteger(year) || !Number.isInteger(month)) return undefined;
  const [only] = branches;
  return {
    year: year as number,
    month: month as number,
    branch: branches.size === 1 && only ? only : ALL_BRANCH.BRANCH_CODE,
  };
}
