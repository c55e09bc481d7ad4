/**
 * A scan's near (TD) or far (TJ) photo, in a dialog. The photo is fetched through the API client
 * (the api-key header and the session go with it; an <img src> could send neither) and shown from
 * an object URL, released when the dialog closes. A close button sits in the title.
 */
import { Box, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { useEffect, useState } from 'react';
import { contract } from '../../../common/contract';
import { ClosableDialogTitle } from '../../components/ClosableDialogTitle';
import { notify } from '../../components/Snackbar';
import { fetchFile } from '../../lib/api';
import { LOCATION_SNACKBAR } from './location-snackbar';

export interface PhotoShown {
  key: string;
  title: string;
}

export function PhotoDialog({ photo, onClose }: { photo: PhotoShown | null; onClose(): void }) {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setUrl(null);
    fetchFile(
      contract.location.geotagPhoto,
      { photoKey: photo.key },
      { silent: true, signal: controller.signal },
    )
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((err: Error) => {
        if (err.name === 'AbortError') return;
        notify.error(err.message, LOCATION_SNACKBAR);
        onClose();
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photo, onClose]);

  return (
    <Dialog open={photo !== null} onClose={onClose} maxWidth="md" data-testid="photo-dialog">
      <ClosableDialogTitle onClose={onClose}>{photo?.title}</ClosableDialogTitle>
      <DialogContent>
        <Box sx={{ minWidth: 320, minHeight: 240, display: 'grid', placeItems: 'center' }}>
          {url ? (
            <img
              src={url}
              alt={photo?.title}
              style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block' }}
              data-testid="photo-image"
            />
          ) : (
            <CircularProgress />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
