/** The top bar: menu toggle, logo, the user's name and position code, the change of password, and Logout. */
import { Key, Logout, Menu } from '@mui/icons-material';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { PORTAL_NAME } from '../../common/constants';
import { messages } from '../../common/messages';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { saveLogin, storedUser } from '../lib/auth-storage';

interface TopBarProps {
  onToggleMenu(): void;
  onLogout(): void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function TopBar({ onToggleMenu, onLogout }: TopBarProps) {
  const user = storedUser();
  const [changing, setChanging] = useState(false);
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton edge="start" onClick={onToggleMenu} aria-label={messages.toggleMenu}>
          <Menu />
        </IconButton>
        <Box component={Link} to="/" sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
          <Box component="img" src="/logo.svg" alt={PORTAL_NAME} sx={{ height: 34 }} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {user ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
            <Avatar
              sx={{
                width: 34,
                height: 34,
                bgcolor: 'secondary.main',
                fontSize: 14,
                display: { xs: 'none', sm: 'flex' },
              }}
            >
              {initials(user.USER_NAME)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap data-testid="user-name" sx={{ fontWeight: 600 }}>
                {user.USER_NAME}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap data-testid="user-position">
                {user.POSITION_CODE}
              </Typography>
            </Box>
          </Box>
        ) : null}
        <Tooltip title={messages.changePassword}>
          <IconButton
            onClick={() => setChanging(true)}
            aria-label={messages.changePassword}
            data-testid="open-change-password"
          >
            <Key />
          </IconButton>
        </Tooltip>
        <Dialog open={changing} onClose={() => setChanging(false)} maxWidth="xs" fullWidth>
          <DialogTitle>{messages.changePassword}</DialogTitle>
          <DialogContent>
            {changing ? (
              <ChangePasswordForm
                onChanged={(answer) => {
                  // The change ended every session of the user: the answer is the new one.
                  saveLogin(answer);
                  setChanging(false);
                }}
                onCancel={() => setChanging(false)}
              />
            ) : null}
          </DialogContent>
        </Dialog>
        {/* On a phone the button shrinks to its icon so the name and position keep their room. */}
        <Button
          onClick={onLogout}
          color="primary"
          variant="outlined"
          startIcon={<Logout />}
          sx={{ ml: 2, display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {messages.logout}
        </Button>
        <IconButton
          onClick={onLogout}
          color="primary"
          aria-label={messages.logout}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <Logout />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
