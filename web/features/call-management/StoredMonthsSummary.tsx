/**
 * What a checked call plan file does to the stored plan, shown above Submit: per position-month
 * of the file its rows, the stored rows they replace and the other stored rows, and in one sentence
 * the totals the confirmation repeats. Below, the choice to replace the whole month of the
 * positions in the file (off by default): it names how many other stored rows that removes. A
 * file of many positions lists the first months only.
 */
import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { StoredMonth } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';

/** Months listed before '… and N more'. */
const LISTED_MONTHS = 10;

export interface MonthTotals {
  months: number;
  rows: number;
  replaced: number;
  others: number;
}

export function monthTotals(months: readonly StoredMonth[]): MonthTotals {
  return months.reduce(
    (t, m) => ({
      months: t.months + 1,
      rows: t.rows + m.ROWS,
      replaced: t.replaced + m.REPLACED,
      others: t.others + m.OTHERS,
    }),
    { months: 0, rows: 0, replaced: 0, others: 0 },
  );
}

/** The sentence of the screen and of the confirmation: what the submit replaces, and what stays or goes. */
export function replaceSentence(noun: string, totals: MonthTotals, wholeMonth: boolean): string {
  if (wholeMonth)
    return messages.callPlanWholeMonth(noun, totals.replaced + totals.others, totals.others, totals.months);
  const added = totals.rows - totals.replaced;
  return `${messages.callPlanReplaces(noun, totals.replaced, totals.months, added)} ${messages.callPlanOthersKept(noun, totals.others)}`;
}

export function StoredMonthsSummary(props: {
  months: readonly StoredMonth[];
  noun: string;
  wholeMonth: boolean;
  onWholeMonth(wholeMonth: boolean): void;
}) {
  const { months, noun, wholeMonth } = props;
  const totals = monthTotals(months);
  const columns = messages.callPlanMonthColumns;
  const numeric = { align: 'right' } as const;
  return (
    <Alert
      severity={totals.replaced + (wholeMonth ? totals.others : 0) > 0 ? 'warning' : 'info'}
      data-testid="stored-months"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="stored-months-sentence">
        {replaceSentence(noun, totals, wholeMonth)}
      </Typography>
      <Box sx={{ mt: 1, overflowX: 'auto' }}>
        <Table size="small" aria-label={messages.callPlanMonthsTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{columns.position}</TableCell>
              <TableCell>{columns.month}</TableCell>
              <TableCell {...numeric}>{columns.rows}</TableCell>
              <TableCell {...numeric}>{columns.replaced}</TableCell>
              <TableCell {...numeric}>{columns.others}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.slice(0, LISTED_MONTHS).map((m) => (
              <TableRow
                key={`${m.POSITION_DESC}|${m.YEAR_ID}|${m.PERIODE}`}
                data-testid={`stored-month-${m.POSITION_DESC}`}
              >
                <TableCell>{m.POSITION_DESC}</TableCell>
                <TableCell>{messages.callPlanMonth(m.YEAR_ID, m.PERIODE)}</TableCell>
                <TableCell {...numeric}>{m.ROWS}</TableCell>
                <TableCell {...numeric} data-field="REPLACED">
                  {m.REPLACED}
                </TableCell>
                <TableCell {...numeric} data-field="OTHERS">
                  {m.OTHERS}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {months.length > LISTED_MONTHS ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {messages.callPlanMoreMonths(months.length - LISTED_MONTHS)}
        </Typography>
      ) : null}
      <FormControlLabel
        sx={{ mt: 1 }}
        data-testid="replace-whole-month"
        control={
          <Checkbox
            size="small"
            checked={wholeMonth}
            onChange={(e) => props.onWholeMonth(e.target.checked)}
          />
        }
        label={<Typography variant="body2">{messages.replaceWholeMonth(noun, totals.others)}</Typography>}
      />
      {wholeMonth ? null : (
        <Typography variant="body2" color="text.secondary">
          {messages.replaceWholeMonthHint}
        </Typography>
      )}
    </Alert>
  );
}
