/**
 * The query keys of the incentive lists, declared once: a saved request shows in the summary's
 * two lists and waits in the approval list, so Adjust Incentive reloads all three.
 */
export const SUMMARY_LIST_KEY = 'incentive-summary';
export const DETAIL_LIST_KEY = 'incentive-detail';
export const APPROVAL_LIST_KEY = 'incentive-approval';

export const INCENTIVE_LIST_KEYS: readonly string[] = [SUMMARY_LIST_KEY, DETAIL_LIST_KEY, APPROVAL_LIST_KEY];
