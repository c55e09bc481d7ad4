/**
 * One photo of Overview File CRC's grid: its thumbnail (a click opens the check's photos full
 * screen), the customer, when it was taken and the display type, and a download of the full photo
 * under its FILENAME. Compact, so that the six cards of a page fit a laptop's screen.
 */
import { FileDownloadOutlined } from '@mui/icons-material';
import {
  Box,
  Card,
  CardActionArea,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { CrcRecord } from '../../../common/contract/crc';
import { messages } from '../../../common/messages';
import { Thumbnail } from '../../components/photos/Thumbnail';
import { fetchFile, saveBlob } from '../../lib/api';
import { CHECK_PHOTOS } from './crc-photo-calls';

export function PhotoCard({ photo, onOpen }: { photo: CrcRecord; onOpen(photo: CrcRecord): void }) {
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      // The same plain GET as the preview's: a photo already seen comes from the browser's cache.
      const { blob } = await fetchFile(CHECK_PHOTOS.photo, { photoKey: photo.ATTACHMENT_FILE });
      saveBlob(blob, photo.FILENAME);
    } catch {
      // The API client has said why in the snackbar.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" data-testid="photo-card">
      <CardActionArea
        onClick={() => onOpen(photo)}
        aria-label={messages.viewPhotos}
        data-testid="photo-card-open"
      >
        <Thumbnail
          call={CHECK_PHOTOS.thumbnail}
          photoKey={photo.ATTACHMENT_FILE}
          alt={photo.CUSTOMER_NAME}
          width="100%"
          height="auto"
          sx={{ aspectRatio: '16 / 10', borderRadius: 0 }}
          iconSize={40}
          testId="card-thumbnail"
        />
      </CardActionArea>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pl: 1.5, pr: 0.5, py: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" noWrap title={photo.CUSTOMER_NAME} data-testid="card-customer">
            {photo.CUSTOMER_NAME}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" noWrap data-testid="card-date">
              {photo.DATE_CRC}
            </Typography>
            <Chip size="small" label={photo.DISPLAY_TYPE} data-testid="card-display-type" />
          </Stack>
        </Box>
        <Tooltip title={messages.downloadPhoto}>
          <span>
            <IconButton
              aria-label={messages.downloadPhoto}
              onClick={save}
              disabled={saving}
              data-testid="photo-download"
            >
              {saving ? <CircularProgress size={20} /> : <FileDownloadOutlined />}
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Card>
  );
}
