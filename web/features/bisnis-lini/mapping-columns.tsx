/**
 * The columns of Overview Bisnis Lini Product: the eleven columns of the mapping sheet, so the
 * export can be corrected and uploaded again, with the status coloured.
 */
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { MappingColumn, MappingRow } from '../../../common/contract/bisnis-lini';

/** Widths that fit the header and the longest demo value in the compact grid. */
const WIDTHS: Record<MappingColumn, number> = {
  SLS_PERSON_TYPE_ID: 150,
  SLS_PERSON_TYPE: 140,
  PRINCIPAL_LINE: 130,
  BISNIS_GROUP: 120,
  SCH_GROUP: 120,
  TARGET_LEVEL: 115,
  MAPPING_LEVEL: 125,
  DOT_FLAG: 90,
  START_DATE: 110,
  END_DATE: 110,
  STATUS: 100,
};

const column = (field: MappingColumn): GridColDef<MappingRow> => ({
  field,
  headerName: field,
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
