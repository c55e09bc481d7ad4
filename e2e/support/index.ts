export { login, logout, menu, openMenu } from './auth';
export { tickRow } from './grid';
export { confirmDialog, listTotal } from './list';
export { setPeriodByApi, typeDateInto } from './periods';
export { choose, typePosition } from './select';
export { demoDataDir, startServer } from './server';
export { snackbar } from './snackbar';
export { type DemoUser, users } from './users';
export { readDownload, readSheetFile, type SheetFile, sheetUpload } from './xlsx';
