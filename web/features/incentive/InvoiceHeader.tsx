/** The invoice found on Adjust Incentive: its customer, number and date, above its rows. */
import { Stack, Typography } from '@mui/material';
import type { InvoiceLine } from '../../../common/contract/incentive';
import { formatDayMonthYear } from '../../../common/dates';
import { messages } from '../../../common/messages';

function Item({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

export function InvoiceHeader({ line }: { line: InvoiceLine }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 4 }}
      sx={{ p: 1.5, mb: 2, bgcolor: 'background.default', borderRadius: 1 }}
      data-testid="invoice-header"
    >
      <Item
        label="Customer"
        value={`${line.SOLD_TO_CUSTOMER_ID} - ${line.CUSTOMER_NAME}`}
        testId="invoice-customer"
      />
      <Item label="Invoice" value={line.TRX_NUMBER} testId="invoice-number" />
      <Item label="Invoice Date" value={formatDayMonthYear(line.TRX_DATE)} testId="invoice-date" />
      <Item label={messages.branchLabel} value={line.BRANCH_CODE} testId="invoice-branch" />
    </Stack>
  );
}
