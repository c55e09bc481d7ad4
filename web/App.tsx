/** The whole web app under its providers; main.tsx mounts it. */
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { ConfirmProvider } from './components/ConfirmDialog';
import { SnackbarProvider } from './components/Snackbar';
import { AppRoutes } from './router/AppRoutes';
import { makeTheme, REDUCED_MOTION_QUERY } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    // A failed call has shown its message already; repeating it would repeat the message.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export function App() {
  // The OS's reduced-motion setting, followed as it changes (WCAG 2.1 2.3.3).
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => makeTheme(reducedMotion), [reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>
          <ConfirmProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ConfirmProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
