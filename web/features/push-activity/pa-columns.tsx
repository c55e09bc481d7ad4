/**
 * The columns of the push activity lists (spec part 2 sections 2 and 3): the campaign's name,
 * description, period (YYYY-MM-DD), role (its employee type) and status, then an icon per detail
 * (Title, Branch, Sales Channel, Product, Outlet, Activity) opening its dialog.
 */
import { FactCheckOutlined, type SvgIconComponent } from '@mui/icons-material';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { ActivityHeader } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { TwoLines, twoLineCell, twoLineHeader } from '../../components/GridTwoLines';
import { ACTIONS_HEADER } from '../../components/list-screen/actions-column';
import { StatusChip } from '../../components/StatusChip';
import { ACTIVITY_DETAIL_KINDS, ACTIVITY_DETAILS, type ActivityDetailKind } from './pa-details';

/** An icon column's width: its header whole (Sales Channel on two lines), the icon in the middle. */
const DETAIL_WIDTHS: Record<ActivityDetailKind, number> = {
  title: 42,
  branch: 54,
  channel: 58,
  product: 60,
  outlet: 54,
  activity: 62,
};

/** An icon column: its heading above, one button a row naming what it opens for which campaign. */
function iconColumn(
  field: string,
  heading: string,
  width: number,
  Icon: SvgIconComponent,
  testId: string,
  open: (row: ActivityHeader) => void,
): GridColDef<ActivityHeader> {
  return {
    field,
    headerName: heading,
    width,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    align: 'center',
    headerAlign: 'center',
    // The narrow header padding of an actions column: the six fit beside the rest.
    headerClassName: ACTIONS_HEADER,
    renderHeader: twoLineHeader,
    renderCell: ({ row }) => (
      <Tooltip title={heading}>
        <IconButton
          size="small"
          color="primary"
          aria-label={`${heading}: ${row.ACTIVITY_HEADER_NAME}`}
          onClick={() => open(row)}
          data-testid={testId}
        >
          <Icon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  };
}

function detailColumn(
  kind: ActivityDetailKind,
  open: (kind: ActivityDetailKind, row: ActivityHeader) => void,
): GridColDef<ActivityHeader> {
  const { heading, Icon } = ACTIVITY_DETAILS[kind];
  return iconColumn(`__${kind}`, heading, DETAIL_WIDTHS[kind], Icon, `open-${kind}`, (row) =>
    open(kind, row),
  );
}

/** A description in two lines at most; the whole of it on hover. */
function descriptionCell({ row }: GridRenderCellParams<ActivityHeader>) {
  return (
    <Tooltip title={row.ACTIVITY_HEADER_DESC} enterDelay={500}>
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <TwoLines text={row.ACTIVITY_HEADER_DESC} />
      </Box>
    </Tooltip>
  );
}

/**
 * Every column in view beside the menu on a 1366 px laptop: the six icons and the status, which
 * the user acts on, at the width of their headers; names, descriptions and roles on two lines.
 */
export function activityColumns(
  open: (kind: ActivityDetailKind, row: ActivityHeader) => void,
  openAnswers?: (row: ActivityHeader) => void,
): GridColDef<ActivityHeader>[] {
  const twoLines = { renderHeader: twoLineHeader, renderCell: twoLineCell } as const;
  return [
    { field: 'ACTIVITY_HEADER_NAME', headerName: 'Campaign Name', minWidth: 100, flex: 1, ...twoLines },
    {
      field: 'ACTIVITY_HEADER_DESC',
      headerName: 'Campaign Desc',
      minWidth: 100,
      flex: 1,
      renderHeader: twoLineHeader,
      renderCell: descriptionCell,
    },
    { field: 'START_ACTIVITY_PERIODE', headerName: 'Period Start', width: 84, renderHeader: twoLineHeader },
    { field: 'END_ACTIVITY_PERIODE', headerName: 'Period End', width: 84, renderHeader: twoLineHeader },
    { field: 'EMPLOYEE_TYPE_CODE', headerName: 'Role', width: 86, ...twoLines },
    {
      field: 'STATUS',
      headerName: messages.statusLabel,
      width: 104,
      renderCell: ({ row }) => <StatusChip status={row.STATUS} compact />,
    },
    ...ACTIVITY_DETAIL_KINDS.map((kind) => detailColumn(kind, open)),
    ...(openAnswers ? [answersColumn(openAnswers)] : []),
  ];
}

/** The overview's column opening a campaign's answers from the field app. */
function answersColumn(open: (row: ActivityHeader) => void): GridColDef<ActivityHeader> {
  return iconColumn('__answers', messages.paAnswersTitle, 66, FactCheckOutlined, 'open-answers', open);
}
