/**
 * The columns of Overview Location Relasi (spec part 1 sections 2, 3): Branch, Customer ID (the
 * reference staff know), Customer Name, Address, Scan By, Date Scan ('DD MMMM YYYY HH:mm' in
 * Indonesian), Notes, the near and far photos and the map view, the last three as buttons. The
 * text columns share what is left and two-word headers break over two lines, so the photos and
 * the map fit beside the menu at 1366 px.
 */
import { MapOutlined, PhotoCameraOutlined } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { LocationRow } from '../../../common/contract/location';
import { formatIndonesianDateTime } from '../../../common/dates';
import { twoLineHeader } from '../../components/GridTwoLines';

export interface LocationActions {
  photo(row: LocationRow, kind: 'TD' | 'TJ'): void;
  map(row: LocationRow): void;
}

/** Date Scan as the spec shows it; the row holds an ISO timestamp. */
export const dateScan = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatIndonesianDateTime(d);
};

const photoColumn = (
  kind: 'TD' | 'TJ',
  headerName: string,
  actions: LocationActions,
): GridColDef<LocationRow> => ({
  field: kind,
  headerName,
  renderHeader: twoLineHeader,
  width: 58,
  sortable: false,
  align: 'center',
  headerAlign: 'center',
  renderCell: (params) =>
    params.row[kind] ? (
      <Tooltip title={headerName}>
        <IconButton
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            actions.photo(params.row, kind);
          }}
          data-testid={`photo-${kind}`}
          // Says which customer's photo it opens, as the icon beside the row cannot.
          aria-label={`${headerName} ${params.row.CUSTOMER_NAME}`}
        >
          <PhotoCameraOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : null,
});

export function locationColumns(actions: LocationActions): GridColDef<LocationRow>[] {
  return [
    { field: 'BRANCH_CODE', headerName: 'Branch', width: 62 },
    {
      field: 'CUSTOMER_ID_REF',
      headerName: 'Customer ID',
      renderHeader: twoLineHeader,
      width: 96,
    },
    { field: 'CUSTOMER_NAME', headerName: 'Customer Name', minWidth: 130, flex: 1 },
    { field: 'ADDRESS', headerName: 'Address', minWidth: 120, flex: 1 },
    { field: 'USER_ID_UPDATE', headerName: 'Scan By', width: 96 },
    {
      field: 'LAST_UPDATE',
      headerName: 'Date Scan',
      width: 172,
      valueFormatter: (value: string) => dateScan(value),
    },
    { field: 'NOTE', headerName: 'Notes', minWidth: 100, flex: 0.8 },
    photoColumn('TD', 'Near Photo', actions),
    photoColumn('TJ', 'Far Photo', actions),
    {
      field: 'MAP',
      headerName: 'Map',
      width: 54,
      sortable: false,
      align: 'center',
      headerAlign: 'center',
      valueGetter: () => '',
      renderCell: (params) => (
        <Tooltip title="Map">
          <IconButton
            size="small"
            onClick={(e) => {
              e.stopPropagation();
              actions.map(params.row);
            }}
            data-testid="map-view"
            aria-label={`Map ${params.row.CUSTOMER_NAME}`}
          >
            <MapOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
