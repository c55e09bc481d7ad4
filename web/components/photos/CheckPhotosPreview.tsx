/**
 * The full-screen preview of one display check's photos (CRC File Viewer's and Overview Call
 * Realization's eye, a card of Overview File CRC): the check's photos from its detail call, opened
 * on the photo asked for. The screen names the calls (its menu entry opens them); a failure to load
 * the photos shows in the preview with a Retry, not in the snackbar (spec part 2 section 8: the
 * image preview fails silently).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CrcRecord, crc } from '../../../common/contract/crc';
import { call } from '../../lib/api';
import { PhotoPreview, type PreviewPhoto } from './PhotoPreview';
import type { PhotoCall } from './photo-call';

export interface CheckPhotoCalls {
  /** The photos of one check (detailOverview). */
  detail: typeof crc.detailOverview;
  photo: PhotoCall;
  thumbnail: PhotoCall;
}

/** The check to show, and the photo to open on (its first when none). */
export interface CheckShown {
  headerId: number;
  photoKey?: string;
}

export const previewOfRecord = (r: CrcRecord): PreviewPhoto => ({
  key: r.ATTACHMENT_FILE,
  title: r.CUSTOMER_NAME,
  details: [r.DISPLAY_TYPE, r.DATE_CRC],
});

export function CheckPhotosPreview(props: {
  check: CheckShown | null;
  calls: CheckPhotoCalls;
  onClose(): void;
}) {
  const { check, calls } = props;
  const headerId = check?.headerId;
  const photos = useQuery({
    queryKey: ['crc-check-photos', headerId],
    queryFn: ({ signal }) =>
      call(calls.detail, { CRCHeaderID: headerId as number }, { signal, silent: true }),
    enabled: headerId !== undefined,
    // A check's photos do not change once taken.
    staleTime: 10 * 60_000,
  });
  const shown = useMemo(() => photos.data?.map(previewOfRecord), [photos.data]);
  const start = Math.max(0, shown?.findIndex((p) => p.key === check?.photoKey) ?? 0);

  return (
    <PhotoPreview
      open={check !== null}
      photos={shown}
      startIndex={start}
      error={photos.isError && !photos.isFetching ? photos.error : undefined}
      onRetry={() => void photos.refetch()}
      photoCall={calls.photo}
      thumbnailCall={calls.thumbnail}
      onClose={props.onClose}
    />
  );
}
