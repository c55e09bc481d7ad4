/**
 * What a screen shows while its module loads, inside the layout (the top bar and the menu stay):
 * nothing for a moment, so a load from the cache does not flicker, then a spinner where the screen
 * will be.
 */
import { Box, CircularProgress, Fade } from '@mui/material';

const SHOW_AFTER_MS = 300;

export function ScreenLoading() {
  return (
    <Box
      data-testid="screen-loading"
      aria-busy="true"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}
    >
      <Fade in style={{ transitionDelay: `${SHOW_AFTER_MS}ms` }}>
        <CircularProgress />
      </Fade>
    </Box>
  );
}
