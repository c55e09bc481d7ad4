/** Query keys of the sales rep screens, shared by the list and its popup (which refreshes the list). */
export const SALESREP_LIST_KEY = 'salesrep-mapping';
