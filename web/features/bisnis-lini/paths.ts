/** The business line mapping screens' paths, declared once: the routes and the upload's return read them here. */
export const MAPPING_UPLOAD_PATH = '/mapping-sublini-product/upload';
export const MAPPING_OVERVIEW_PATH = '/mapping-sublini-product/overview';
