/** The look of Armada: the navy and teal of the logo, calm surfaces, compact dense tables and forms. */
import { createTheme } from '@mui/material/styles';

export const DRAWER_WIDTH = 288;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1b3a5c', light: '#3d6189', dark: '#0f243b', contrastText: '#ffffff' },
    secondary: { main: '#2bb3a3', contrastText: '#ffffff' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1c2733', secondary: '#5b6b7c' },
    divider: '#e2e7ee',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: "Roboto, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
    fontSize: 14,
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.active': { backgroundColor: 'rgba(43, 179, 163, 0.14)', color: '#0f243b', fontWeight: 600 },
          '&.active .MuiListItemIcon-root': { color: '#1f8f82' },
        },
      },
    },
  },
});
