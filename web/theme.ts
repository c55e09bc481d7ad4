/**
 * The look of Armada: the navy and teal of the logo, calm surfaces, compact dense tables and forms.
 * Every text colour reads at WCAG 2.1 AA (4.5:1) on the surfaces it is used on; the browser tests
 * check it with axe-core (e2e/accessibility.spec.ts).
 */
import { createTheme, type Theme } from '@mui/material/styles';
import { messages } from '../common/messages';

export const DRAWER_WIDTH = 288;

/** The focus ring: the navy of the logo, 3:1 and more against every light surface of the app. */
export const FOCUS_RING = '#1b3a5c';

declare module '@mui/material/styles' {
  interface Palette {
    /** A day no one works (a day off, a date outside the call calendar) in a month's calendar. */
    dayOff: { background: string; text: string };
  }
  interface PaletteOptions {
    dayOff?: { background: string; text: string };
  }
}

/** Whether the OS asks for reduced motion (read when the app starts and whenever it changes). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** No transition at all: MUI's own components take their durations and transitions from here. */
const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * The theme; with reducedMotion, MUI's transitions (a dialog fading in, a group of the menu
 * unfolding) take no time, and the CSS below stops any other animation (the snackbars, spinners).
 */
export const makeTheme = (reducedMotion: boolean): Theme =>
  createTheme({
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
    palette: {
      mode: 'light',
      primary: { main: '#1b3a5c', light: '#3d6189', dark: '#0f243b', contrastText: '#ffffff' },
      // The logo's teal (#2bb3a3, now the light shade) carries white text at 2.6:1 only: the main
      // shade is a darker teal that reads at 5.2:1 with white and 4.7:1 with the page grey.
      secondary: { main: '#187a70', light: '#2bb3a3', dark: '#11564f', contrastText: '#ffffff' },
      background: { default: '#f3f5f8', paper: '#ffffff' },
      text: { primary: '#1c2733', secondary: '#5b6b7c' },
      divider: '#e2e7ee',
      // A day off reads at 5.0:1 (MUI's greyed text.disabled on action.hover read at 2.6:1, and a
      // day off is content to read, not a disabled control); the grey ground still sets it apart.
      dayOff: { background: '#f5f5f5', text: '#5f6b78' },
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
      // A subtitle is a label, not a heading: MUI draws it as <h6> by default, which skips heading
      // levels under a screen's h1 (axe's heading-order). A subtitle that is a heading says so with
      // `component`.
      MuiTypography: {
        defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
      },
      MuiCssBaseline: {
        styleOverrides: {
          // Whatever MUI's transitions do not cover (notistack's snackbars, CSS animations) stops too.
          [`@media ${REDUCED_MOTION_QUERY}`]: {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      // A screen reader names every progress bar and spinner; a screen may still name its own.
      MuiLinearProgress: { defaultProps: { 'aria-label': messages.loadingProgress } },
      MuiCircularProgress: { defaultProps: { 'aria-label': messages.loadingProgress } },
      // The text under a field is tied to it by MUI (aria-describedby, aria-invalid on an error);
      // as a polite live region, a message a check puts there is also read out when it appears.
      // A disabled field's note says what enables it ('choose the customer first'): it must stay
      // readable, where MUI greys it to 2.6:1 with the rest of the field.
      MuiFormHelperText: {
        defaultProps: { 'aria-live': 'polite' },
        styleOverrides: { root: { '&.Mui-disabled': { color: '#5b6b7c' } } },
      },
      // Every button, menu entry, checkbox and tab shows a ring when the keyboard reaches it (MUI's
      // own sign of it is a faint ripple): a keyboard user sees where they are.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 },
          },
        },
      },
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
