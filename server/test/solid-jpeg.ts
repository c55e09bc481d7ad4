/** Test images: a JPEG of one colour at an exact size (promotion types, wrong sizes), made by sharp. */
import sharp from 'sharp';

export const solidJpeg = (width: number, height: number, background = '#2a6f97'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
