/**
 * The fields of a form, laid out by the width the form has rather than by the window's: as many
 * columns of at least 220 px as fit, so a form beside the docked menu at 1024 px takes two columns
 * and at 1920 px four, and a select never overlaps its neighbour.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export const FORM_COLUMN_MIN = 220;
/** The gap between the grid's columns, in px (MUI spacing 2.5). */
const GAP = 20;

export function FormGrid({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${FORM_COLUMN_MIN}px, 1fr))`,
          columnGap: `${GAP}px`,
          rowGap: `${GAP}px`,
          alignItems: 'start',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/**
 * A cell of the form grid; `wide` spans two columns (a date field with its shortcut buttons) and
 * tells its content the width of one column (--form-column), so the field itself lines up with
 * the fields above it.
 */
export function FormCell({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        gridColumn: wide ? 'span 2' : undefined,
        '--form-column': wide ? `calc((100% - ${GAP}px) / 2)` : '100%',
      }}
    >
      {children}
    </Box>
  );
}
