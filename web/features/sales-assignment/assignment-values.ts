/**
 * The fields of one assignment as the entry rows and the edit form hold them (spec part 1
 * sections 3, 5, 9), what a change brings along, and the options of their selects. Pure, so the
 * cascade is tested without a browser.
 */
import { NA } from '../../../common/constants';
import type {
  CustomerOption,
  PositionOption,
  TypeDescOption,
} from '../../../common/contract/sales-assignment';
import { defaultEndDate, firstDayOfMonth } from '../../../common/dates';
import type { DetailedCodeOption } from '../../components/selects/CodeAutocomplete';
import type { CodeOption } from '../../components/selects/CodeSelect';

export interface AssignmentValues {
  /** The customer picked by search (its id and name are sent); null until one is picked. */
  customer: CustomerOption | null;
  bisnis: string;
  typeDesc: string;
  position: string;
  /** A second position helping on the customer, or NA. */
  addSalesmanPosition: string;
  startDate: string;
  endDate: string;
}

/** A new assignment: from the first day of this month, open-ended, no additional salesman. */
export const emptyAssignmentValues = (now: Date = new Date()): AssignmentValues => ({
  customer: null,
  bisnis: '',
  typeDesc: '',
  position: '',
  addSalesmanPosition: NA,
  startDate: firstDayOfMonth(now),
  endDate: defaultEndDate(),
});

/**
 * The change with what it brings along: a type belongs to its business line, so another line
 * empties it; positions belong to the customer's branch, so a customer of another branch empties
 * them; the additional salesman cannot be the position itself.
 */
export function withCascade(
  current: AssignmentValues,
  change: Partial<AssignmentValues>,
): Partial<AssignmentValues> {
  const next: Partial<AssignmentValues> = { ...change };
  if (change.bisnis !== undefined && change.bisnis !== current.bisnis) next.typeDesc = '';
  if (change.customer !== undefined) {
    const before = current.customer?.BRANCH_CODE;
    if (change.customer === null || (before !== undefined && change.customer.BRANCH_CODE !== before)) {
      next.position = '';
      next.addSalesmanPosition = NA;
    }
  }
  const position = next.position ?? current.position;
  const additional = next.addSalesmanPosition ?? current.addSalesmanPosition;
  if (position !== '' && additional === position) next.addSalesmanPosition = NA;
  return next;
}

/**
 * The positions of the customer's branch (the server refuses a position of another branch), each
 * with the rep holding it today as its detail.
 */
export function positionOptions(positions: readonly PositionOption[], branch: string): DetailedCodeOption[] {
  return positions
    .filter((p) => p.BRANCH_CODE === branch)
    .map((p) => ({
      value: p.POSITION_CODE,
      label: p.POSITION_CODE,
      detail: p.SALESREP_EMPLOYEE_NAME ?? undefined,
    }));
}

/** NA first, then the branch's positions other than the chosen position. */
export function addSalesmanOptions(
  positions: readonly PositionOption[],
  branch: string,
  position: string,
): DetailedCodeOption[] {
  return [
    { value: NA, label: NA },
    ...positionOptions(positions, branch).filter((o) => o.value !== position),
  ];
}

export const typeDescOptions = (types: readonly TypeDescOption[]): CodeOption[] =>
  types.map((t) => ({ value: t.TYPE_DESC, label: t.TYPE_DESC }));

/** The positions serving the customer in the chosen type today, when some do (overlap warning). */
export function servedToday(types: readonly TypeDescOption[], typeDesc: string): string | undefined {
  const positions = types.find((t) => t.TYPE_DESC === typeDesc)?.CURRENT_POSITIONS ?? '';
  return positions === '' ? undefined : positions;
}
