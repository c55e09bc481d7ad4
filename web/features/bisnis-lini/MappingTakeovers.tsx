/**
 * What a checked mapping file will end besides what it saves: each clean row starting inside a
 * stored period of its mapping, with the period and the day it will end. Shown once the file is
 * checked, just above Submit, where it is read before pressing it (the NOTE column of Clean Data
 * says the same at the far right of a wide table).
 */
import { Alert, AlertTitle, Box } from '@mui/material';
import { messages } from '../../../common/messages';
import type { Takeover } from './mapping-rows';

export function MappingTakeovers({ takeovers }: { takeovers: readonly Takeover[] }) {
  if (takeovers.length === 0) return null;
  return (
    <Alert severity="info" data-testid="mapping-takeovers">
      <AlertTitle>{messages.mappingTakeoversTitle(takeovers.length)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {takeovers.map((t) => (
          <li key={t.row}>{messages.rowNote(t.row, t.note)}</li>
        ))}
      </Box>
    </Alert>
  );
}
