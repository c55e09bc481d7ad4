/** The query keys the sales assignment screens share: the overview is reloaded after a save. */
export const ASSIGNMENT_OVERVIEW_KEY = 'sales-assignments';
export const ASSIGNMENT_RECORD_KEY = 'sales-assignment';
