/** Home: the Armada logo on the main layout (spec part 1 section 2). */
import { Box } from '@mui/material';
import { PORTAL_NAME } from '../../../common/constants';

export function HomePage() {
  return (
    <Box
      data-testid="home"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}
    >
      {/* The logo is the page's heading: a screen reader finds the page by it. */}
      <Box component="h1" sx={{ m: 0, display: 'contents' }}>
        <Box
          component="img"
          src="/logo.svg"
          alt={PORTAL_NAME}
          sx={{ width: { xs: 260, md: 420 }, maxWidth: '80%', opacity: 0.95 }}
        />
      </Box>
    </Box>
  );
}
