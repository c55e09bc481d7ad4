/**
 * A photo fetched through the API client and shown from an object URL: an <img src> could carry
 * neither the api-key header nor the session. The request stays a plain GET, so the browser keeps
 * the answer (the server sends photos as immutable) and a photo shown again costs no request. The
 * object URL is released when the photo changes or the component goes. A failure is not said in
 * the snackbar (spec part 2 section 8: the image preview fails silently): the piece shows its
 * placeholder instead.
 */
import { useEffect, useState } from 'react';
import { fetchFile } from '../../lib/api';
import type { PhotoCall } from './photo-call';

export interface PhotoUrl {
  /** The object URL of the photo, null until it is there. */
  url: string | null;
  failed: boolean;
}

const WAITING: PhotoUrl = { url: null, failed: false };

/**
 * The photo of `photoKey` (null: none yet, e.g. not scrolled into view, or not fetched by key at
 * all) as an object URL.
 */
export function usePhotoUrl(call: PhotoCall | undefined, photoKey: string | null): PhotoUrl {
  const [shown, setShown] = useState<PhotoUrl & { key: string | null }>({ ...WAITING, key: null });

  useEffect(() => {
    if (photoKey === null || !call) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchFile(call, { photoKey }, { silent: true, signal: controller.signal })
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setShown({ key: photoKey, url: objectUrl, failed: false });
      })
      .catch((err: Error) => {
        if (err.name !== 'AbortError') setShown({ key: photoKey, url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [call, photoKey]);

  // What was fetched for another key never stands in for this one.
  return shown.key === photoKey && photoKey !== null && call ? shown : WAITING;
}
