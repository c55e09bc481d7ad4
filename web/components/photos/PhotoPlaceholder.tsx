/**
 * What stands where a photo is not (yet) shown: a calm box with a picture icon while it loads, a
 * broken-picture icon when it could not be fetched, never the browser's broken image.
 */
import { BrokenImageOutlined, ImageOutlined } from '@mui/icons-material';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export function PhotoPlaceholder({
  failed,
  label,
  iconSize = 32,
  sx,
}: {
  failed: boolean;
  iconSize?: number;
  /** Said under the icon (the preview's 'cannot be shown'); a thumbnail has room for none. */
  label?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const Icon = failed ? BrokenImageOutlined : ImageOutlined;
  return (
    <Box
      role="img"
      aria-label={typeof label === 'string' ? label : undefined}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          bgcolor: 'grey.100',
          color: 'grey.500',
          width: '100%',
          height: '100%',
          typography: 'body2',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon sx={{ fontSize: iconSize }} />
      {label}
    </Box>
  );
}
