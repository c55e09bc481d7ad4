/**
 * CRC File Viewer's columns: the check's first photo as a small thumbnail (a click opens the
 * check's photos), then the CRC record's fields in the spec's order and the number of photos.
 * Headers are the field names with spaces over two lines; names and times take two lines too.
 * The photo and the photo count are not sorted on (the server sorts the others).
 */
import { ButtonBase } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { CrcRow } from '../../../common/contract/crc';
import { messages } from '../../../common/messages';
import { twoLineCell, twoLineHeader } from '../../components/GridTwoLines';
import { Thumbnail } from '../../components/photos/Thumbnail';
import { CHECK_PHOTOS } from './crc-photo-calls';

/** The thumbnail in a row: 4:3 like the photos, in a 56 px row. */
const CELL_THUMB = { width: 64, height: 48 };

const column = (field: keyof CrcRow, shape: Partial<GridColDef<CrcRow>>): GridColDef<CrcRow> => ({
  field,
  headerName: field.replace(/_/g, ' '),
  renderHeader: twoLineHeader,
  ...shape,
});

const text = (width: number) => ({ width, renderCell: twoLineCell });

export function viewerColumns(openPhotos: (row: CrcRow) => void): GridColDef<CrcRow>[] {
  return [
    column('ATTACHMENT_FILE', {
      headerName: 'PHOTO',
      width: 80,
      sortable: false,
      renderCell: (params) => (
        <ButtonBase
          onClick={(e) => {
            // The row's own click would do nothing more; the photo opens the preview.
            e.stopPropagation();
            openPhotos(params.row);
          }}
          disabled={params.row.ATTACHMENT_FILE === null}
          aria-label={messages.viewPhotos}
          sx={{ borderRadius: 1 }}
        >
          <Thumbnail
            call={CHECK_PHOTOS.thumbnail}
            photoKey={params.row.ATTACHMENT_FILE}
            alt={params.row.CUSTOMER_NAME}
            {...CELL_THUMB}
            iconSize={22}
            testId="row-thumbnail"
          />
        </ButtonBase>
      ),
    }),
    column('CRC_HEADERID', { width: 84, align: 'right', headerAlign: 'right' }),
    column('BRANCH_CODE', { width: 70 }),
    column('POSITION_CODE', text(118)),
    column('SALESREP_EMPLOYEE_NAME', text(130)),
    column('CUSTOMER_NAME', { minWidth: 150, flex: 1, renderCell: twoLineCell }),
    column('CUSTOMER_ID', { width: 110 }),
    column('DATE_CRC', text(96)),
    column('PRODUCT_GROUP_CODE', text(96)),
    column('IS_ACRYLIC', { width: 74, align: 'center', headerAlign: 'center' }),
    column('CUSTOMER_OUTLET', text(110)),
    column('DATE_PLAN', { width: 96 }),
    column('SUB_LINE_DESC', text(130)),
    column('PHOTOS', { width: 70, align: 'right', headerAlign: 'right', sortable: false }),
  ];
}
