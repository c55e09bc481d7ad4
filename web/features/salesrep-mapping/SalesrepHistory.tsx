/** The history of a sales rep in the popup: position, title, supervisor, dates, status (active first). */
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

const HEADERS = ['Position', 'Title', 'Supervisor', 'Start Date', 'End Date', 'Status'];

export function SalesrepHistory({ rows, loading }: { rows: readonly HistoryRow[]; loading: boolean }) {
  return (
    <Box data-testid="salesrep-history">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {messages.salesrepHistory}
      </Typography>
      {loading ? <LinearProgress /> : null}
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
          {!loading && rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={HEADERS.length}>{messages.noRows}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </Box>
  );
}
