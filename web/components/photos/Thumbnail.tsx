/**
 * A photo's thumbnail in a table cell or a card: fetched once it comes near the view (lazy), shown
 * from an object URL, a placeholder box while it loads and when it cannot be had. `data-state`
 * says which (loading, loaded, failed), for the browser tests.
 */
import { Box, type SxProps, type Theme } from '@mui/material';
import { useRef, useState } from 'react';
import { PhotoPlaceholder } from './PhotoPlaceholder';
import type { PhotoCall } from './photo-call';
import { usePhotoUrl } from './use-photo-url';
import { useSeen } from './use-seen';

export interface ThumbnailProps {
  call: PhotoCall;
  /** The photo's key; null when there is no photo (the placeholder shows). */
  photoKey: string | null;
  alt: string;
  /** The box's size; the photo covers it, cropped to its shape. */
  width: number | string;
  height: number | string;
  /** The placeholder icon's size: small in a table cell. */
  iconSize?: number;
  sx?: SxProps<Theme>;
  testId?: string;
}

export function Thumbnail(props: ThumbnailProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const seen = useSeen(box);
  const photo = usePhotoUrl(props.call, seen ? props.photoKey : null);
  // Bytes that are no picture the browser can draw show the placeholder too.
  const [broken, setBroken] = useState<string | null>(null);
  const url = photo.url !== null && photo.url !== broken ? photo.url : null;
  const failed = props.photoKey === null || photo.failed || (photo.url !== null && photo.url === broken);
  const state = url ? 'loaded' : failed ? 'failed' : 'loading';

  return (
    <Box
      ref={box}
      data-testid={props.testId}
      data-state={state}
      sx={[
        {
          width: props.width,
          height: props.height,
          flexShrink: 0,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'grey.100',
        },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      {url ? (
        <img
          src={url}
          alt={props.alt}
          onError={() => setBroken(url)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <PhotoPlaceholder failed={failed} iconSize={props.iconSize ?? 28} />
      )}
    </Box>
  );
}
