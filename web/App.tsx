/** The whole web app under its providers; main.tsx mounts it. */
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ConfirmProvider } from './components/ConfirmDialog';
import { SnackbarProvider } from './components/Snackbar';
import { AppRoutes } from './router/AppRoutes';
import { theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    // A failed call has shown its message already; repeating it would repeat the message.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export function App() {
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
