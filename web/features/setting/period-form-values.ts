/**
 * The values of the Setting Period form and the addPeriod body they make (spec part 2 sections
 * 3-5): both dates start today; after a save the module, quartal and branches clear and the dates
 * stay. The screen checks the module (and that the end is not before the start); the server
 * checks the branches and answers in the snackbar.
 */
import type { PeriodType, QUARTALS } from '../../../common/constants';
import { addPeriodInput, BRANCH_SEPARATOR } from '../../../common/contract/setting';
import { today } from '../../../common/dates';
import { endBeforeStart, type FieldErrors } from '../../components/record-form/field-errors';

export interface PeriodFormValues {
  /** '' until a module is chosen: Save then says 'Silahkan isi nama modul terlebih dahulu.'. */
  modulName: PeriodType | '';
  /** The chosen branch codes. */
  branches: string[];
  quartal: (typeof QUARTALS)[number] | '';
  periodStart: string;
  periodEnd: string;
}

/** The addPeriod body as the form holds it: the module may still be ''. */
export interface PeriodBody {
  modulName: PeriodFormValues['modulName'];
  periodStart: string;
  periodEnd: string;
  quartalName: PeriodFormValues['quartal'];
  branch: string;
}

/**
 * What the screen checks before it asks for the confirmation: the module ('Silahkan isi nama
 * modul terlebih dahulu.', the spec's only check) and whole dates; no branch is the server's to
 * refuse.
 */
export const periodScreenSchema = addPeriodInput.pick({
  modulName: true,
  periodStart: true,
  periodEnd: true,
});

export const emptyPeriodForm = (): PeriodFormValues => ({
  modulName: '',
  branches: [],
  quartal: '',
  periodStart: today(),
  periodEnd: today(),
});

/** After a save: module, quartal and branches clear; the dates stay as they were. */
export const afterPeriodSaved = (saved: PeriodFormValues): PeriodFormValues => ({
  ...emptyPeriodForm(),
  periodStart: saved.periodStart,
  periodEnd: saved.periodEnd,
});

export const periodBody = (values: PeriodFormValues): PeriodBody => ({
  modulName: values.modulName,
  periodStart: values.periodStart,
  periodEnd: values.periodEnd,
  quartalName: values.quartal,
  branch: values.branches.join(BRANCH_SEPARATOR),
});

/** The end before the start, under END PERIOD: the server refuses it too. */
export function periodEndBeforeStart(values: PeriodFormValues): FieldErrors {
  const problem = endBeforeStart({ startDate: values.periodStart, endDate: values.periodEnd }).endDate;
  return problem ? { periodEnd: problem } : {};
}
