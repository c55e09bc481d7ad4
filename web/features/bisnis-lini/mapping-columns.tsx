/**
 * The columns of Overview Bisnis Lini Product: the eleven columns of the mapping sheet, so the
 * export can be corrected and uploaded again, with the status coloured. The long upper-case
 * headers may break after an underscore, so all eleven fit beside the menu at 1366 px.
 */
import { Box, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Fragment } from 'react';
import type { MappingColumn, MappingRow } from '../../../common/contract/bisnis-lini';

/** Widths that fit the longest demo value (a header breaks over two lines where it must). */
const WIDTHS: Record<MappingColumn, number> = {
  SLS_PERSON_TYPE_ID: 104,
  SLS_PERSON_TYPE: 104,
  PRINCIPAL_LINE: 92,
  BISNIS_GROUP: 92,
  SCH_GROUP: 96,
  TARGET_LEVEL: 78,
  MAPPING_LEVEL: 84,
  DOT_FLAG: 62,
  START_DATE: 92,
  END_DATE: 92,
  STATUS: 86,
};

/** A header that may break after each underscore (the export keeps the plain name). */
function BreakableHeader({ name }: { name: string }) {
  const parts = name.split('_');
  return (
    <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.15, fontWeight: 600 }}>
      {parts.map((part, i) => (
        <Fragment key={part}>
          {part}
          {i < parts.length - 1 ? (
            <>
              _<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </Box>
  );
}

const column = (field: MappingColumn): GridColDef<MappingRow> => ({
  field,
  headerName: field,
  renderHeader: () => <BreakableHeader name={field} />,
  minWidth: WIDTHS[field],
  flex: 1,
});

export const mappingColumns: GridColDef<MappingRow>[] = [
  column('SLS_PERSON_TYPE_ID'),
  column('SLS_PERSON_TYPE'),
  column('PRINCIPAL_LINE'),
  column('BISNIS_GROUP'),
  column('SCH_GROUP'),
  column('TARGET_LEVEL'),
  column('MAPPING_LEVEL'),
  column('DOT_FLAG'),
  column('START_DATE'),
  column('END_DATE'),
  {
    ...column('STATUS'),
    renderCell: (params) => (
      <Chip
        size="small"
        label={params.row.STATUS}
        color={params.row.STATUS === 'ACTIVE' ? 'success' : 'default'}
        variant="outlined"
      />
    ),
  },
];
