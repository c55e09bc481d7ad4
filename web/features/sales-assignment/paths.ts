/** Routes and query keys the sales assignment screens share (the overview is reloaded after a save). */
export const ASSIGNMENT_OVERVIEW_PATH = '/mapping-sales-assignment/overview';
export const ASSIGNMENT_NEW_PATH = '/mapping-sales-assignment/new';
export const ASSIGNMENT_UPLOAD_PATH = '/mapping-sales-assignment/upload';

const ASSIGNMENT_EDIT_BASE = '/mapping-sales-assignment/edit';
/** The route names its parameter salesrepMapId; its value is the ASSIGNMENT_MAP_ID. */
export const ASSIGNMENT_EDIT_ROUTE = `${ASSIGNMENT_EDIT_BASE}/:salesrepMapId`;
export const assignmentEditPath = (row: { ASSIGNMENT_MAP_ID: number }) =>
  `${ASSIGNMENT_EDIT_BASE}/${row.ASSIGNMENT_MAP_ID}`;

export const ASSIGNMENT_OVERVIEW_KEY = 'sales-assignments';
export const ASSIGNMENT_RECORD_KEY = 'sales-assignment';
