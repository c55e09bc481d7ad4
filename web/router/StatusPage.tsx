/** A page inside the main layout that only states something: not found, no access, a later release. */
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../common/messages';
import { usePageTitle } from './use-page-title';

interface StatusPageProps {
  title: string;
  text: string;
  icon: ReactNode;
  testId: string;
  /** The way back loads the page anew instead of navigating inside it (after a failed screen load). */
  reloadDocument?: boolean;
  /** A failure that may pass: a Retry button tries the same step again, on this page. */
  onRetry?(): void;
}

export function StatusPage({ title, text, icon, testId, reloadDocument, onRetry }: StatusPageProps) {
  usePageTitle(title);
  return (
    <Paper
      variant="outlined"
      data-testid={testId}
      sx={{ maxWidth: 640, mx: 'auto', mt: { xs: 2, md: 6 }, p: { xs: 3, md: 5 }, textAlign: 'center' }}
    >
      <Box sx={{ color: 'primary.light', '& svg': { fontSize: 56 } }}>{icon}</Box>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {text}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        {onRetry ? (
          <Button variant="contained" onClick={onRetry} data-testid="retry">
            {messages.retry}
          </Button>
        ) : null}
        <Button component={Link} to="/" reloadDocument={reloadDocument} variant="outlined">
          {messages.backToHome}
        </Button>
      </Stack>
    </Paper>
  );
}
