/**
 * CRC File Viewer's counters over the selection (spec part 2 section 2): Acrylic, the customers
 * with a check in an acrylic rack, and Total Relasi, the customers with any check. They come with
 * a counted page; pages after it keep the last ones. Dimmed while the list loads, so a count of the
 * selection before never passes for the new one's.
 */
import { Box, Stack, Typography } from '@mui/material';
import type { CrcCounters } from '../../../common/contract/crc';
import { messages } from '../../../common/messages';
import { wholeAmount } from '../../../common/numbers';

function Counter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box
      sx={{
        px: 1.5,
        py: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.50',
        minWidth: 96,
      }}
      data-testid={testId}
    >
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography
        variant="subtitle1"
        sx={{ fontWeight: 600, lineHeight: 1.3 }}
        data-testid={`${testId}-value`}
      >
        {wholeAmount(value)}
      </Typography>
    </Box>
  );
}

export function AcrylicCounters({ counters, current }: { counters: CrcCounters | null; current: boolean }) {
  if (!counters) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ opacity: current ? 1 : 0.5 }} data-testid="crc-counters">
      <Counter label={messages.acrylicCounter} value={counters.ACRYLIC} testId="counter-acrylic" />
      <Counter
        label={messages.totalRelasiCounter}
        value={counters.TOTAL_RELASI}
        testId="counter-total-relasi"
      />
    </Stack>
  );
}
