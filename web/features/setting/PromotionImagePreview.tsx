/**
 * The full-screen preview of a promotion's image (the list's eye): selectimagebyid with the row
 * answers the image as an image source (a data: URL), shown in the shared photo preview with its
 * zoom. A failure shows in the preview with a Retry, not in the snackbar (spec part 2 section 8:
 * the image preview fails silently).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contract } from '../../../common/contract';
import type { PromotionRow } from '../../../common/contract/promotion';
import { formatDayMonthYear } from '../../../common/dates';
import { PhotoPreview, type PreviewPhoto } from '../../components/photos/PhotoPreview';
import { call } from '../../lib/api';
import { cutText } from './promotion-columns';

export function PromotionImagePreview({ row, onClose }: { row: PromotionRow | null; onClose(): void }) {
  const image = useQuery({
    queryKey: ['promotion-image', row?.ID],
    queryFn: ({ signal }) =>
      call(contract.setting.selectimagebyid, { ...(row as PromotionRow) }, { signal, silent: true }),
    enabled: row !== null,
    // A promotion's image never changes: a new image is a new promotion.
    staleTime: 10 * 60_000,
  });
  const photos = useMemo<PreviewPhoto[] | undefined>(
    () =>
      row && image.data !== undefined
        ? [
            {
              key: String(row.ID),
              src: image.data,
              title: cutText(row.PROMOTION_DESC),
              details: [
                row.PROMOTION_TYPE,
                `${formatDayMonthYear(row.START_DATE)} – ${formatDayMonthYear(row.END_DATE)}`,
              ],
            },
          ]
        : undefined,
    [row, image.data],
  );

  return (
    <PhotoPreview
      open={row !== null}
      photos={photos}
      error={image.isError && !image.isFetching ? image.error : undefined}
      onRetry={() => void image.refetch()}
      onClose={onClose}
    />
  );
}
