/**
 * A call plan sheet row (fixed call or master call) under the contract's sent names: what the
 * upload screens send to the validation calls. Here in `common` so that the server's API tests send
 * exactly what the screens send, without importing the web.
 */
import type {
  CallIdentityColumn,
  FixedCallColumn,
  FixedCallSent,
  MasterCallColumn,
  MasterCallSent,
} from './contract/call-management';

/** Who sends the sheet: the org and the user, written on every row. */
export interface Sender {
  orgID: number;
  userID: string;
}

/**
 * The identity of a plan row under the contract's sent names, with who sends it. MonthID is always
 * '0' (the month is PERIODE); isValid and Reason are the server's to decide, so they go empty.
 */
function identitySentOf(r: Record<CallIdentityColumn, string>, who: Sender) {
  return {
    userORGID: who.orgID,
    YearID: r.YEAR_ID,
    MonthID: '0',
    Periode: r.PERIODE,
    BranchCode: r.BRANCH_CODE,
    PositionCode: r.POSITION_DESC,
    TypeSalesman: r.TYPE_SALESMAN,
    CustomerIDRef: r.CUSTOMERID_REF,
    CustomerName: r.CUSTOMER_NAME,
    UserID: who.userID,
    isValid: '',
    Reason: '',
  };
}

/** A fixed call sheet row under the contract's sent names. */
export function fixedCallSentOf(r: Record<FixedCallColumn, string>, who: Sender): FixedCallSent {
  return { ...identitySentOf(r, who), Days: r.DAYS, Frequency: r.FREQUENCY, Week: r.WEEK };
}

/** A master call plan sheet row under the contract's sent names; a day column holds its weeks, e.g. '1,3'. */
export function masterCallSentOf(r: Record<MasterCallColumn, string>, who: Sender): MasterCallSent {
  return {
    ...identitySentOf(r, who),
    PicName: r.PIC_NAME,
    PicTelp: r.PIC_TELP,
    Monday: r.MONDAY,
    Tuesday: r.TUESDAY,
    Wednesday: r.WEDNESDAY,
    Thursday: r.THURSDAY,
    Friday: r.FRIDAY,
    Saturday: r.SATURDAY,
    Notes: r.NOTES,
  };
}
