/**
 * The full-screen preview of a few photos (a display check's): the current photo as large as the
 * view allows, its customer, display type and date in the title, previous and next (buttons and
 * the arrow keys, going round the ends), zoom in, out and back to fitted (buttons and + - 0; a
 * zoomed photo scrolls), "2 / 3", and the photos' thumbnails under it to jump to one. A photo that
 * cannot be fetched shows a placeholder saying so; the list of photos that could not be loaded
 * shows why, with a Retry. A photo is fetched by its key through the screen's photo call, or comes
 * with its own image source (a promotion's image, which its screen fetches as a data: URL).
 */
import {
  ChevronLeft,
  ChevronRight,
  RestartAltOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@mui/icons-material';
import {
  Box,
  ButtonBase,
  CircularProgress,
  Dialog,
  DialogContent,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, type ReactElement, useRef, useState } from 'react';
import { messages } from '../../../common/messages';
import { ClosableDialogTitle } from '../ClosableDialogTitle';
import { LoadFailed } from '../LoadFailed';
import { PhotoPlaceholder } from './PhotoPlaceholder';
import type { PhotoCall } from './photo-call';
import { type Size, shownSize, stepIndex, ZOOM_FIT, zoomIn, zoomOut } from './preview-zoom';
import { Thumbnail } from './Thumbnail';
import { useElementSize } from './use-element-size';
import { usePhotoUrl } from './use-photo-url';

export interface PreviewPhoto {
  /** The photo's key for the photo (and thumbnail) call; without a call, only its identity. */
  key: string;
  /** The photo's own image source (a data: URL), shown instead of fetching it by its key. */
  src?: string;
  /** Whose photo: the customer's name. */
  title: string;
  /** What it shows and when: the display type, the date. */
  details: readonly string[];
}

export interface PhotoPreviewProps {
  open: boolean;
  /** The photos; undefined while they load. */
  photos: readonly PreviewPhoto[] | undefined;
  /** The photo shown first. */
  startIndex?: number;
  /** Why the photos could not be loaded (shown with a Retry). */
  error?: unknown;
  onRetry?(): void;
  /** Fetches each photo by its key; not needed when every photo brings its `src`. */
  photoCall?: PhotoCall;
  /** With it, the photos' thumbnails line up under the photo. */
  thumbnailCall?: PhotoCall;
  onClose(): void;
}

/** Where the user is: which photo and how far zoomed, of one list of photos. */
interface Place {
  of: readonly PreviewPhoto[] | undefined;
  index: number;
  zoom: number;
}

const STRIP_THUMB = { width: 72, height: 54 };

function ToolButton(props: {
  label: string;
  icon: ReactElement;
  onClick(): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
          data-testid={props.testId}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The photo itself in its view, fitted or zoomed; a placeholder when it cannot be shown. */
function PhotoStage(props: { call: PhotoCall | undefined; photo: PreviewPhoto; zoom: number }) {
  const { photo, zoom } = props;
  const view = useRef<HTMLDivElement | null>(null);
  const viewSize = useElementSize(view, true);
  const fetched = usePhotoUrl(props.call, photo.src === undefined ? photo.key : null);
  const url = photo.src ?? fetched.url;
  const failed = photo.src === undefined && (fetched.failed || !props.call);
  // The photo's own pixels, known once it has loaded (per object URL).
  const [natural, setNatural] = useState<{ url: string; size: Size } | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const size = natural && natural.url === url ? shownSize(natural.size, viewSize, zoom) : undefined;
  const cannotShow = failed || (url !== null && url === broken);

  return (
    <Box
      ref={view}
      data-testid="preview-view"
      sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'flex' }}
    >
      {cannotShow ? (
        <PhotoPlaceholder
          failed
          iconSize={64}
          label={messages.photoUnavailable}
          sx={{ bgcolor: 'transparent', color: 'grey.400' }}
        />
      ) : url ? (
        <img
          src={url}
          alt={[photo.title, ...photo.details].join(' · ')}
          onLoad={(e) =>
            setNatural({
              url,
              size: { width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight },
            })
          }
          onError={() => setBroken(url)}
          data-testid="preview-image"
          data-zoom={zoom}
          style={{
            // margin: auto centres the photo while it fits and lets a zoomed one scroll to every edge.
            margin: 'auto',
            display: 'block',
            flexShrink: 0,
            ...(size ? { width: size.width, height: size.height } : { maxWidth: '100%', maxHeight: '100%' }),
          }}
        />
      ) : (
        <CircularProgress sx={{ m: 'auto', color: 'grey.400' }} />
      )}
    </Box>
  );
}

export function PhotoPreview(props: PhotoPreviewProps) {
  const { photos, onClose, thumbnailCall } = props;
  const [place, setPlace] = useState<Place>({ of: undefined, index: 0, zoom: ZOOM_FIT });
  const count = photos?.length ?? 0;
  // A new list of photos opens on its start photo, fitted.
  const ours = place.of === photos;
  const index = Math.min(ours ? place.index : (props.startIndex ?? 0), Math.max(0, count - 1));
  const zoom = ours ? place.zoom : ZOOM_FIT;
  const current = photos?.[index];

  const go = (next: number) => setPlace({ of: photos, index: next, zoom: ZOOM_FIT });
  const step = (by: 1 | -1) => count > 1 && go(stepIndex(index, count, by));
  const zoomTo = (next: number) => setPlace({ of: photos, index, zoom: next });
  const close = () => {
    // Opened again, even on the same photos, the preview starts on the photo asked for.
    setPlace({ of: undefined, index: 0, zoom: ZOOM_FIT });
    onClose();
  };

  /** The keys of the preview: arrows step, + - 0 zoom. */
  const keyAction = (key: string): (() => void) | undefined => {
    switch (key) {
      case 'ArrowLeft':
        return () => step(-1);
      case 'ArrowRight':
        return () => step(1);
      case '+':
      case '=':
        return () => zoomTo(zoomIn(zoom));
      case '-':
        return () => zoomTo(zoomOut(zoom));
      case '0':
        return () => zoomTo(ZOOM_FIT);
      default:
        return undefined;
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const action = current ? keyAction(e.key) : undefined;
    if (!action) return;
    e.preventDefault();
    action();
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullScreen
      onKeyDown={onKeyDown}
      data-testid="photo-preview"
      slotProps={{
        paper: {
          sx: {
            bgcolor: 'grey.900',
            color: 'common.white',
            // The title's buttons (close, zoom) in the light of the dark frame.
            '& .MuiDialogTitle-root .MuiIconButton-root': { color: 'grey.100' },
            '& .MuiDialogTitle-root .MuiIconButton-root.Mui-disabled': { color: 'grey.700' },
            // The navy focus ring would not show on the dark frame.
            '& .Mui-focusVisible': { outlineColor: '#ffffff' },
          },
        },
      }}
    >
      <ClosableDialogTitle onClose={close}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
        >
          <Box sx={{ minWidth: 0 }} data-testid="preview-title">
            <Typography variant="h6" component="span" noWrap sx={{ display: 'block' }}>
              {current?.title ?? ''}
            </Typography>
            <Typography variant="body2" noWrap sx={{ display: 'block', color: 'grey.400' }}>
              {current?.details.filter(Boolean).join(' · ') ?? ''}
            </Typography>
          </Box>
          {current ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
              <Typography
                variant="body1"
                sx={{ mr: 1.5, fontVariantNumeric: 'tabular-nums' }}
                data-testid="preview-counter"
              >
                {messages.photoPosition(index + 1, count)}
              </Typography>
              <ToolButton
                label={messages.zoomOut}
                icon={<ZoomOutOutlined />}
                onClick={() => zoomTo(zoomOut(zoom))}
                disabled={zoom === ZOOM_FIT}
                testId="preview-zoom-out"
              />
              <Typography variant="body2" sx={{ width: 48, textAlign: 'center' }} data-testid="preview-zoom">
                {`${Math.round(zoom * 100)}%`}
              </Typography>
              <ToolButton
                label={messages.zoomIn}
                icon={<ZoomInOutlined />}
                onClick={() => zoomTo(zoomIn(zoom))}
                disabled={zoom === zoomIn(zoom)}
                testId="preview-zoom-in"
              />
              <ToolButton
                label={messages.zoomReset}
                icon={<RestartAltOutlined />}
                onClick={() => zoomTo(ZOOM_FIT)}
                disabled={zoom === ZOOM_FIT}
                testId="preview-zoom-reset"
              />
            </Stack>
          ) : null}
        </Stack>
      </ClosableDialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', p: 0, '&.MuiDialogContent-root': { pt: 0 } }}
      >
        <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
          {props.error ? (
            <Box sx={{ p: 3 }}>
              <LoadFailed error={props.error} onRetry={() => props.onRetry?.()} />
            </Box>
          ) : photos === undefined ? (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
              <CircularProgress sx={{ color: 'grey.400' }} />
            </Box>
          ) : current ? (
            <PhotoStage key={current.key} call={props.photoCall} photo={current} zoom={zoom} />
          ) : (
            <Typography sx={{ p: 3, color: 'grey.400' }}>{messages.checkWithoutPhotos}</Typography>
          )}
          {count > 1 ? (
            <>
              <StepButton
                side="left"
                label={messages.photoPrevious}
                onClick={() => step(-1)}
                testId="preview-previous"
              />
              <StepButton
                side="right"
                label={messages.photoNext}
                onClick={() => step(1)}
                testId="preview-next"
              />
            </>
          ) : null}
        </Box>
        {thumbnailCall && photos && count > 1 ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ p: 1.5, justifyContent: 'center', overflowX: 'auto', flexShrink: 0 }}
            data-testid="preview-strip"
          >
            {photos.map((photo, i) => (
              <ButtonBase
                key={photo.key}
                onClick={() => go(i)}
                aria-label={messages.photoPosition(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                data-testid="preview-strip-item"
                sx={{
                  borderRadius: 1,
                  outline: i === index ? '2px solid' : '2px solid transparent',
                  outlineColor: i === index ? 'secondary.main' : 'transparent',
                  outlineOffset: 2,
                  opacity: i === index ? 1 : 0.7,
                }}
              >
                <Thumbnail
                  call={thumbnailCall}
                  photoKey={photo.key}
                  alt={photo.title}
                  {...STRIP_THUMB}
                  iconSize={24}
                />
              </ButtonBase>
            ))}
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Previous or next, over the side of the photo. */
function StepButton(props: { side: 'left' | 'right'; label: string; onClick(): void; testId: string }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        aria-label={props.label}
        onClick={props.onClick}
        data-testid={props.testId}
        sx={{
          position: 'absolute',
          top: '50%',
          transform: 'translateY(-50%)',
          [props.side]: 16,
          color: 'common.white',
          bgcolor: 'rgba(0, 0, 0, 0.45)',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
        }}
      >
        {props.side === 'left' ? <ChevronLeft fontSize="large" /> : <ChevronRight fontSize="large" />}
      </IconButton>
    </Tooltip>
  );
}
