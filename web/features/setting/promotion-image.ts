/**
 * A promotion's image as the browser checks it the moment it is picked (spec part 2 sections 5
 * and 9): a JPEG (its bytes start FF D8 FF) of at most PROMOTION_IMAGE_MAX_BYTES that the browser
 * decodes whole, whose header declares exactly its type's size (IKLAN 1080 x 1350, BANNER 1200 x
 * 420); else the file is cleared with 'Image size should be {w} wide, {h} high.' for the chosen
 * type, whatever is wrong with it, as the server answers. The server checks the bytes again, by the
 * same header.
 */
import {
  PROMOTION_IMAGE_MAX_BYTES,
  PROMOTION_SIZES,
  PROMOTION_TYPES,
  type PromotionType,
} from '../../../common/contract/promotion';
import { messages } from '../../../common/messages';
import type { PromotionImage } from './promotion-form-values';

export interface ImageSize {
  width: number;
  height: number;
}

/** The spec's message when an image of this size is not the type's; nothing before a type is chosen. */
export function imageSizeProblem(type: PromotionType | '', size: ImageSize): string | undefined {
  if (type === '') return undefined;
  const want = PROMOTION_SIZES[type];
  return size.width === want.width && size.height === want.height
    ? undefined
    : messages.imageSize(want.width, want.height);
}

/** The hint under the picker: the size the chosen type takes, or each type's. */
export function imageHint(type: PromotionType | ''): string {
  const size = (t: PromotionType) => `${PROMOTION_SIZES[t].width} x ${PROMOTION_SIZES[t].height}`;
  return messages.promotionImageHint(
    type === '' ? PROMOTION_TYPES.map((t) => `${t} ${size(t)}`).join(' / ') : size(type),
  );
}

const JPEG_START = [0xff, 0xd8, 0xff] as const;

/** True when the bytes begin as every JPEG file does (SOI and a marker). */
export function isJpegStart(bytes: Uint8Array): boolean {
  return JPEG_START.every((b, i) => bytes[i] === b);
}

/** Start-of-frame markers (C0-CF but DHT C4, JPG C8 and DAC CC): the frame header holds the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers that stand alone, without a length: TEM, RST0-7, SOI, EOI. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/**
 * The size a JPEG's frame header declares: the stored pixels, as the server reads them, before any
 * EXIF rotation a browser applies when it shows the picture. Undefined when no frame header comes
 * before the image data.
 */
export function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = 2; // after SOI (FF D8)
  while (i + 4 <= view.byteLength) {
    if (view.getUint8(i) !== 0xff) return undefined;
    const marker = view.getUint8(i + 1);
    if (marker === 0xff) {
      i += 1; // a fill byte
    } else if (standsAlone(marker)) {
      i += 2;
    } else if (isStartOfFrame(marker)) {
      // FF Cn, length (2), precision (1), height (2), width (2).
      return i + 9 <= view.byteLength
        ? { height: view.getUint16(i + 5), width: view.getUint16(i + 7) }
        : undefined;
    } else if (marker === 0xda) {
      // The image data begins before any frame header: not a JPEG worth reading.
      return undefined;
    } else {
      i += 2 + view.getUint16(i + 2);
    }
  }
  return undefined;
}

/** Why a picked file is no image at all: over the size limit, or no JPEG the browser decodes whole. */
export type ImageRefusal = 'too-large' | 'not-jpeg';

/** A picked file: the image it holds, or why it cannot be one. */
export type PickedImage = { image: PromotionImage } | { refused: ImageRefusal };

/**
 * The text of a refused file. With a type chosen, a file that is no whole JPEG gets the spec's one
 * message for an image that is not a JPEG of the type's size, as the server answers it; before a
 * type is chosen no size can be named.
 */
export function refusalText(refused: ImageRefusal, type: PromotionType | ''): string {
  if (refused === 'too-large') return messages.promotionImageTooLarge;
  if (type === '') return messages.promotionImageNotJpeg;
  return messages.imageSize(PROMOTION_SIZES[type].width, PROMOTION_SIZES[type].height);
}

/** True when the browser decodes the whole picture (a truncated or corrupt file fails). */
async function decodes(file: Blob): Promise<boolean> {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Reads a picked file: too large, not a JPEG or not decodable is refused at once; otherwise the
 * image with the size its header declares (checked against the type by the form, as the server
 * checks it) and its data URL, always typed 'image/jpeg' whatever the file's own type says.
 */
export async function readPromotionImage(file: File): Promise<PickedImage> {
  if (file.size > PROMOTION_IMAGE_MAX_BYTES) return { refused: 'too-large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const size = isJpegStart(bytes) ? jpegSize(bytes) : undefined;
  if (!size || !(await decodes(file))) return { refused: 'not-jpeg' };
  const dataUrl = await dataUrlOf(new Blob([file], { type: 'image/jpeg' }));
  return { image: { dataUrl, name: file.name, ...size } };
}
