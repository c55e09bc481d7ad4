/** The structure screens' paths, declared once: the routes and the pages that open one another read them here. */
export const TYPE_PATH = '/structure/type';
export const TITLE_PATH = '/structure/title';
export const ROLE_OVERVIEW_PATH = '/manage-role/overview';
export const ROLE_UPLOAD_PATH = '/manage-role/upload';
export const ROLE_NEW_PATH = '/manage-role/new';

/** The role form opened on one role (the route `${ROLE_NEW_PATH}/:roleMapID`). */
export const roleEditPath = (row: { ROLE_MAP_ID: number }) => `${ROLE_NEW_PATH}/${row.ROLE_MAP_ID}`;
