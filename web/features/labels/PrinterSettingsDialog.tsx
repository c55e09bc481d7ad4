/**
 * The settings of the Zebra printer Browser Print finds on this machine: its print resolution and
 * the label stock loaded in it, kept per printer on this machine (printer-settings.ts). When no
 * printer answers, it says what to start ('Printer tidak terdeteksi…').
 */
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { LABEL_LAYOUTS, type LabelLayout, PRINTER_DPIS, type PrinterDpi } from '../../../common/labels/types';
import { messages } from '../../../common/messages';
import { notify } from '../../components/Snackbar';
import { findPrinter, type ZebraDevice } from './browser-print';
import { DEFAULT_PRINTER_SETTINGS, loadPrinterSettings, savePrinterSettings } from './printer-settings';

type Lookup = { state: 'looking' } | { state: 'none' } | { state: 'found'; device: ZebraDevice };

export function PrinterSettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'looking' });
  const [settings, setSettings] = useState(DEFAULT_PRINTER_SETTINGS);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLookup({ state: 'looking' });
    findPrinter()
      .then((device) => {
        if (!current) return;
        setLookup({ state: 'found', device });
        setSettings(loadPrinterSettings(device.uid));
      })
      .catch(() => current && setLookup({ state: 'none' }));
    return () => {
      current = false;
    };
  }, [open]);

  const save = () => {
    if (lookup.state !== 'found') return;
    savePrinterSettings(lookup.device.uid, settings);
    notify.success(messages.printerSettingsSaved(lookup.device.name));
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="printer-settings-dialog">
      <DialogTitle>{messages.printerSettings}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {lookup.state === 'looking' ? (
            <Alert severity="info" icon={<CircularProgress size={18} />}>
              {messages.detectingPrinter}
            </Alert>
          ) : lookup.state === 'none' ? (
            <Alert severity="warning">{messages.printerNotFound}</Alert>
          ) : (
            <Alert severity="success">{messages.printerFound(lookup.device.name)}</Alert>
          )}
          <TextField
            select
            label={messages.printResolution}
            value={settings.dpi}
            disabled={lookup.state !== 'found'}
            onChange={(e) => setSettings((s) => ({ ...s, dpi: Number(e.target.value) as PrinterDpi }))}
            data-testid="printer-dpi"
          >
            {PRINTER_DPIS.map((dpi) => (
              <MenuItem key={dpi} value={dpi}>
                {dpi} dpi
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={messages.labelLayout}
            value={settings.layout}
            disabled={lookup.state !== 'found'}
            onChange={(e) => setSettings((s) => ({ ...s, layout: e.target.value as LabelLayout }))}
            data-testid="printer-layout"
          >
            {LABEL_LAYOUTS.map((layout) => (
              <MenuItem key={layout} value={layout}>
                {messages.labelLayoutNames[layout]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {messages.cancel}
        </Button>
        <Button
          onClick={save}
          variant="contained"
          disabled={lookup.state !== 'found'}
          data-testid="printer-save"
        >
          {messages.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
