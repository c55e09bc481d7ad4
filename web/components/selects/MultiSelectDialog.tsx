/**
 * A searchable multi-select in a dialog (at most 500px wide, like every dialog of the spec): a
 * search box, 'Select all shown' over what the search shows, a checkbox per option, Cancel and
 * OK. The choice changes only on OK. Setting Period chooses its branches with it; Promotion
 * Setting's titles are the same pattern.
 */

import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { messages } from '../../../common/messages';
import { matchesSearch } from '../list-screen/client-rows';
import { SearchField } from '../SearchField';

export interface SelectOption {
  /** What is stored and sent (a branch code). */
  value: string;
  /** What the list shows and the search looks in ('BDG - BANDUNG'). */
  label: string;
}

export interface MultiSelectDialogProps {
  open: boolean;
  title: string;
  options: readonly SelectOption[];
  /** The values chosen when the dialog opens. */
  selected: readonly string[];
  onClose(): void;
  /** OK: the chosen values, in the options' order. */
  onApply(values: string[]): void;
  testId?: string;
}

export function MultiSelectDialog(props: MultiSelectDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500, width: '100%' } } }}
      aria-labelledby="multi-select-title"
      data-testid={props.testId}
    >
      {/* Mounted while open only, so each opening starts from the field's current choice. */}
      {props.open ? <Choices {...props} /> : null}
    </Dialog>
  );
}

const SEARCH_FIELDS = ['label'] as const;

function Choices({ title, options, selected, onClose, onApply }: MultiSelectDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(selected));
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => options.filter((o) => matchesSearch({ label: o.label }, SEARCH_FIELDS, search)),
    [options, search],
  );
  const shownChosen = shown.filter((o) => chosen.has(o.value)).length;
  const allShownChosen = shown.length > 0 && shownChosen === shown.length;

  const toggle = (value: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });
  const toggleShown = () =>
    setChosen((current) => {
      const next = new Set(current);
      for (const o of shown) {
        if (allShownChosen) next.delete(o.value);
        else next.add(o.value);
      }
      return next;
    });

  return (
    <>
      <DialogTitle id="multi-select-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ pt: 1.5 }}>
        <SearchField
          autoFocus
          size="small"
          fullWidth
          value={search}
          onChange={setSearch}
          testId="multi-select-search"
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <FormControlLabel
            label={messages.selectAllShown}
            control={
              <Checkbox
                checked={allShownChosen}
                indeterminate={shownChosen > 0 && !allShownChosen}
                disabled={shown.length === 0}
                onChange={toggleShown}
                slotProps={{ input: { 'aria-label': messages.selectAllShown } }}
              />
            }
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" data-testid="multi-select-count">
              {messages.chosenCount(chosen.size)}
            </Typography>
            <Button size="small" onClick={() => setChosen(new Set())} disabled={chosen.size === 0}>
              {messages.clearChoice}
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ height: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {shown.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {messages.noRows}
            </Typography>
          ) : (
            // Each option is a list item holding its checkbox and label: a button around the
            // checkbox would nest one control in another, which a screen reader cannot tell apart.
            <List dense disablePadding>
              {shown.map((o) => (
                <ListItem key={o.value} disablePadding sx={{ '&:hover': { bgcolor: 'action.hover' } }}>
                  <FormControlLabel
                    label={o.label}
                    sx={{ m: 0, px: 2, width: '100%' }}
                    slotProps={{ typography: { variant: 'body2' } }}
                    control={
                      <Checkbox
                        edge="start"
                        size="small"
                        checked={chosen.has(o.value)}
                        onChange={() => toggle(o.value)}
                        disableRipple
                        sx={{ mr: 1 }}
                      />
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {messages.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => onApply(options.filter((o) => chosen.has(o.value)).map((o) => o.value))}
          data-testid="multi-select-ok"
        >
          {messages.ok}
        </Button>
      </DialogActions>
    </>
  );
}
