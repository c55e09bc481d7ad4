/**
 * The form of the sales rep popup and the payloads it sends (spec part 1 section 7). The end date
 * rule of the edit is applied here as on the server: an end not after the start becomes the end of
 * the start date's month.
 */
import { NA } from '../../../common/constants';
import type {
  MappablePosition,
  SalesrepCutoffInput,
  SalesrepInsertInput,
  SalesrepRow,
} from '../../../common/contract/salesrep-mapping';
import { defaultEndDate, endOfMonthOf, firstDayOfMonth, isIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';

export interface MappingForm {
  /** The chosen position (its role); null until one is chosen. */
  roleMapId: number | null;
  cso: string;
  startDate: string;
  endDate: string;
}

export const emptyMappingForm = (): MappingForm => ({
  roleMapId: null,
  cso: NA,
  startDate: firstDayOfMonth(),
  endDate: defaultEndDate(),
});

/** The end date sent: an end not after the start becomes the end of the start's month. */
export function mappingEndDate(startDate: string, endDate: string): string {
  if (!isIsoDate(startDate) || (isIsoDate(endDate) && endDate > startDate)) return endDate;
  return endOfMonthOf(startDate);
}

/**
 * What the form says under End Date when Submit will not save the end as typed (the spec's rule
 * above), so that the user is not surprised by another date in the history; undefined otherwise.
 */
export function endDateNote(form: Pick<MappingForm, 'startDate' | 'endDate'>): string | undefined {
  if (!isIsoDate(form.startDate) || !isIsoDate(form.endDate)) return undefined;
  const sent = mappingEndDate(form.startDate, form.endDate);
  return sent === form.endDate ? undefined : messages.salesrepEndDateMoved(sent);
}

export function insertPayload(
  rep: SalesrepRow,
  position: MappablePosition,
  form: MappingForm,
  userId: string,
): SalesrepInsertInput {
  return {
    BRANCHCODE: rep.BRANCH_CODE,
    ORGID: rep.ORG_ID,
    SALESREPEMPLOYEEID: rep.SALESREP_EMPLOYEEID,
    SALESREPEMPLOYEENAME: rep.SALESREP_EMPLOYEE_NAME,
    EMPLOYEETYPEID: position.EMPLOYEE_TYPE_ID,
    EMPLOYEETYPECODE: position.EMPLOYEE_TYPE_CODE,
    ROLEMAPID: position.ROLE_MAP_ID,
    SALESREPPOSITIONCODE: position.ROLE_POSITION_CODE,
    EMPLOYEETITLEID: position.EMPLOYEE_TITLE_ID,
    SALESREPTITLECODE: position.EMPLOYEE_TITLE_CODE,
    SUPERVISOR: position.ROLE_SUP_CODE || NA,
    CSO: form.cso || NA,
    STARTDATE: form.startDate,
    ENDDATE: mappingEndDate(form.startDate, form.endDate),
    USERIDUPDATE: userId,
  };
}

/** The cut-off ends the rep's current mapping on the form's end date. */
export function cutoffPayload(rep: SalesrepRow, form: MappingForm, userId: string): SalesrepCutoffInput {
  return {
    SALESREPEMPLOYEEID: rep.SALESREP_EMPLOYEEID,
    SALESREPPOSITIONCODE: rep.SALESREP_POSITION_CODE ?? '',
    ENDDATE: form.endDate,
    USERIDUPDATE: userId,
  };
}
