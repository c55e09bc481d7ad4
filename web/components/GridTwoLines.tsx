/**
 * Grid headers and cells that may take two lines, so that a column as narrow as the shorter half
 * of its text still shows it whole: wide lists fit beside the menu on a 1366 px laptop. A compact
 * row holds two lines of the grid's 13 px text. Text breaks between words ('Customer ID', '01 Jan
 * 2026'); a code without spaces breaks after its last hyphen only ('HCM-JKT-' '00045'), so that its
 * parts read as they do in other lists.
 */
import { Box } from '@mui/material';
import type { GridColumnHeaderParams, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/** A code without spaces may break after its last hyphen, nowhere else. */
function breakable(text: string): ReactNode {
  const cut = text.includes(' ') ? -1 : text.lastIndexOf('-');
  if (cut <= 0 || cut === text.length - 1) return text;
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {text.slice(0, cut + 1)}
      </Box>
      <wbr />
      {text.slice(cut + 1)}
    </>
  );
}

export function TwoLines({ text, bold }: { text: string; bold?: boolean }) {
  return (
    // A block of its own: inline, each line would take the cell's whole line height.
    <Box
      component="span"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        lineHeight: 1.15,
        fontWeight: bold ? 600 : undefined,
      }}
    >
      {breakable(text)}
    </Box>
  );
}

/** The renderHeader of a column whose header may take two lines: its headerName, breakable. */
export function twoLineHeader<Row extends GridValidRowModel>(params: GridColumnHeaderParams<Row>) {
  return <TwoLines text={params.colDef.headerName ?? params.field} bold />;
}

/**
 * The renderCell of a column whose value may take two lines: the formatted value, breakable, in
 * the middle of the row like the one-line cells beside it (a grid cell is a block whose one line
 * is as tall as the row; a block of one or two lines inside it would sit at its top).
 */
export function twoLineCell<Row extends GridValidRowModel>(params: GridRenderCellParams<Row>) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <TwoLines text={String(params.formattedValue ?? params.value ?? '')} />
    </Box>
  );
}
