/**
 * The history of a sales rep in the popup: position, title, supervisor, dates, status (active
 * first). A history that could not be loaded says why, with a Retry, instead of 'no data'.
 */
import {
  Box,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { HistoryRow } from '../../../common/contract/salesrep-mapping';
import { formatDayMonthYear } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { LoadFailed } from '../../components/LoadFailed';

const HEADERS = ['Position', 'Title', 'Supervisor', 'Start Date', 'End Date', 'Status'];

interface SalesrepHistoryProps {
  rows: readonly HistoryRow[];
  loading: boolean;
  /** The failure of the last load, if it failed. */
  error?: unknown;
  onRetry(): void;
}

export function SalesrepHistory({ rows, loading, error, onRetry }: SalesrepHistoryProps) {
  const failed = !loading && error !== undefined && error !== null;
  return (
    <Box data-testid="salesrep-history">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {messages.salesrepHistory}
      </Typography>
      {loading ? <LinearProgress /> : null}
      {failed ? <LoadFailed error={error} onRetry={onRetry} /> : null}
      <Table size="small">
        <TableHead>
          <TableRow>
            {HEADERS.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.SALESREP_MAP_ID}>
              <TableCell>{row.SALESREP_POSITION_CODE}</TableCell>
              <TableCell>{row.SALESREP_TITLE_CODE ?? ''}</TableCell>
              <TableCell>{row.SUPERVISOR}</TableCell>
              <TableCell>{formatDayMonthYear(row.SALESREP_START_DATE)}</TableCell>
              <TableCell>{formatDayMonthYear(row.SALESREP_END_DATE)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={row.STATUS}
                  color={row.STATUS === 'ACTIVE' ? 'success' : 'default'}
                  variant={row.STATUS === 'ACTIVE' ? 'filled' : 'outlined'}
                />
              </TableCell>
            </TableRow>
          ))}
          {!loading && !failed && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={HEADERS.length}>{messages.noRows}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}
