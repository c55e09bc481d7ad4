/**
 * The main layout of every screen after login (spec part 1 section 2): side drawer menu, top bar,
 * the open screen, and the session modal. On wide screens the drawer stays beside the content and
 * the toggle folds it away; on narrow ones it slides over the content.
 */
import { Box, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { DRAWER_WIDTH } from '../theme';
import { SessionEndedModal } from './SessionEndedModal';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useFollowLogoutOfOtherTabs, useLogout } from './use-logout';
import { useSessionEnded } from './use-session-ended';

export function MainLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(wide);
  const logout = useLogout();
  const sessionEnded = useSessionEnded();
  useFollowLogoutOfOtherTabs();

  useEffect(() => setDrawerOpen(wide), [wide]);

  const docked = wide && drawerOpen;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onToggleMenu={() => setDrawerOpen((open) => !open)} onLogout={logout} />
      <Drawer
        variant={wide ? 'persistent' : 'temporary'}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        data-testid="side-menu"
        sx={{
          width: docked ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shortest }),
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRightColor: 'divider' },
        }}
      >
        <Toolbar />
        <SideMenu onNavigate={() => (wide ? undefined : setDrawerOpen(false))} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <SessionEndedModal open={sessionEnded} onOk={logout} />
    </Box>
  );
}
