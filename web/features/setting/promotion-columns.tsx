/**
 * The columns of the Promotion List (spec part 2 section 2): Type, Title (an icon whose tooltip
 * names the titles, comma-separated), Description and Url cut to 50 characters plus ' ...',
 * Image (an eye opening the full-screen preview), Start Date, End Date and Delete (an icon).
 */
import { DeleteOutlined, PeopleAltOutlined, VisibilityOutlined } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { PROMOTION_TEXT_SHOWN, type PromotionRow } from '../../../common/contract/promotion';
import { formatDayMonthYear } from '../../../common/dates';
import { messages } from '../../../common/messages';

/** A description or URL as the list shows it: its first 50 characters and ' ...' when longer. */
export function cutText(text: string): string {
  return text.length > PROMOTION_TEXT_SHOWN ? `${text.slice(0, PROMOTION_TEXT_SHOWN)} ...` : text;
}

/** The titles of a promotion as its tooltip names them: 'SPV, SLS'. */
export function titlesShown(promoTitle: string): string {
  return promoTitle
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join(', ');
}

export interface PromotionActions {
  onView(row: PromotionRow): void;
  onDelete(row: PromotionRow): void;
}

// Dates stay 'YYYY-MM-DD' underneath, so they sort as dates; only their display is DD MMM YYYY.
const dateColumn = (field: 'START_DATE' | 'END_DATE', headerName: string): GridColDef<PromotionRow> => ({
  field,
  headerName,
  width: 110,
  valueFormatter: (value: string) => formatDayMonthYear(value),
});

/** An icon column: no sorting, the icon in the middle. */
const iconColumn = (
  field: string,
  headerName: string,
  renderCell: GridColDef<PromotionRow>['renderCell'],
): GridColDef<PromotionRow> => ({
  field,
  headerName,
  width: 76,
  sortable: false,
  filterable: false,
  align: 'center',
  headerAlign: 'center',
  renderCell,
});

export function promotionColumns({ onView, onDelete }: PromotionActions): GridColDef<PromotionRow>[] {
  return [
    { field: 'PROMOTION_TYPE', headerName: messages.typeCodeLabel, width: 96 },
    iconColumn('promoTitle', messages.titleCodeLabel, ({ row }) => (
      <Tooltip title={titlesShown(row.promoTitle)} enterTouchDelay={0} arrow>
        <IconButton
          size="small"
          data-testid="promotion-titles-shown"
          aria-label={`${messages.titleCodeLabel} ${row.PROMOTION_DESC}: ${titlesShown(row.promoTitle)}`}
        >
          <PeopleAltOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    )),
    {
      field: 'PROMOTION_DESC',
      headerName: messages.promotionDescLabel,
      minWidth: 160,
      flex: 1,
      valueFormatter: (value: string) => cutText(value),
    },
    {
      field: 'URL',
      headerName: messages.promotionUrlColumn,
      minWidth: 160,
      flex: 1,
      valueFormatter: (value: string) => cutText(value),
    },
    iconColumn('FILE_NAME', messages.promotionImageLabel, ({ row }) => (
      <Tooltip title={messages.viewImage}>
        <IconButton
          size="small"
          onClick={() => onView(row)}
          data-testid="promotion-view-image"
          aria-label={`${messages.viewImage} ${row.PROMOTION_DESC}`}
        >
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    )),
    dateColumn('START_DATE', messages.startDateLabel),
    dateColumn('END_DATE', messages.endDateLabel),
    iconColumn('__delete', messages.deleteLabel, ({ row }) => (
      <Tooltip title={messages.deleteLabel}>
        <IconButton
          size="small"
          color="error"
          onClick={() => onDelete(row)}
          data-testid="promotion-delete"
          aria-label={`${messages.deleteLabel} ${row.PROMOTION_DESC}`}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    )),
  ];
}
