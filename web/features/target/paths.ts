/** The target screens' paths, declared once: the routes and the pages that open one another read them here. */
export const TARGET_SUMMARY_PATH = '/target/overview';
export const TARGET_HO_APPROVAL_PATH = '/target/approvaltarget';
export const TARGET_BRANCH_SUMMARY_PATH = '/target/overviewbranch';
export const TARGET_BRANCH_APPROVAL_PATH = '/target/approvaltargetcab';
export const TARGET_DELETE_PATH = '/target/deletetargetcab';
export const TARGET_SUBMIT_PATH = '/target/submit';
export const TARGET_SUBMIT_BRANCH_PATH = '/target/submitbranch';
export const TARGET_UPLOAD_PATH = '/target/upload';
