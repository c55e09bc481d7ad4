/** A page inside the main layout that only states something: not found, no access, a later release. */
import { Box, Button, Paper, Typography } from '@mui/material';
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
}

export function StatusPage({ title, text, icon, testId, reloadDocument }: StatusPageProps) {
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
      <Button component={Link} to="/" reloadDocument={reloadDocument} variant="outlined" sx={{ mt: 3 }}>
        {messages.backToHome}
      </Button>
    </Paper>
  );
}
