/**
 * A month as a grid a screen reader reads: a row of day names, then a row a week, a day or an
 * empty place a cell. The rows are `display: contents`, so the cells lie on the CSS grid itself.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export function WeekGrid<T>({
  label,
  sx,
  dayNames,
  head,
  weeks,
  cell,
}: {
  label: string;
  /** The grid's own layout (its columns and gap). */
  sx: SxProps<Theme>;
  dayNames: readonly string[];
  /** A day name's header cell (role columnheader, keyed by the name). */
  head: (name: string) => ReactNode;
  weeks: readonly (readonly (T | null)[])[];
  /** A day's cell (role gridcell, keyed by its day). */
  cell: (day: T) => ReactNode;
}) {
  return (
    <Box sx={sx} role="grid" aria-label={label}>
      <Box role="row" sx={{ display: 'contents' }}>
        {dayNames.map(head)}
      </Box>
      {weeks.map((week, w) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a week of the month has only its place.
        <Box key={w} role="row" sx={{ display: 'contents' }}>
          {week.map((day, d) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has only its place.
            day === null ? <Box key={`empty-${d}`} role="gridcell" /> : cell(day),
          )}
        </Box>
      ))}
    </Box>
  );
}
