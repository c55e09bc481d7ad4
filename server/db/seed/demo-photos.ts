/**
 * Demo photos for the seed: real JPEGs that look like the two photos a sales rep takes of an
 * Indonesian shop when tagging its location, a near one of the storefront and a far one of the
 * street with the shop among its neighbours. They are drawn, not shipped: the repository holds no
 * image files, and every seed gives the same bytes, so their content keys are stable too.
 *
 * Photo i of a seed depends only on the seed and i (not on how many are asked for), and its near
 * and far photos show the same shop: the same wall, sign colours and stripes.
 *
 * jpeg-js's `encode` builds a new encoder on every call, and its tables (two 65,535-entry arrays)
 * take about 20 ms of the 24 ms an encode of 320x240 cost (measured). So the encoder of jpeg-js is built
 * once from jpeg-js's own source and reused (the same code, the same bytes, tested against
 * `encode`); should a later jpeg-js not define it the same way, `encode` is used as it is.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import jpeg from 'jpeg-js';
import { type Random, seededRandom } from './random';

export const PHOTO_WIDTH = 320;
export const PHOTO_HEIGHT = 240;
export const PHOTO_QUALITY = 70;

type Rgb = readonly [number, number, number];

export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

interface ReusableEncoder {
  encode(image: RgbaImage, quality: number): Buffer;
}

let reusable: ReusableEncoder | null | undefined;

/** jpeg-js's JPEGEncoder, built once; null when this jpeg-js does not define it as 0.4 does. */
function reusableEncoder(): ReusableEncoder | null {
  if (reusable !== undefined) return reusable;
  try {
    const file = createRequire(import.meta.url).resolve('jpeg-js/lib/encoder.js');
    const source = fs.readFileSync(file, 'utf8');
    const define = vm.compileFunction(`${source}\nreturn JPEGEncoder;`, ['module'], { filename: file });
    const JPEGEncoder = define({ exports: {} }) as new (quality: number) => ReusableEncoder;
    reusable = new JPEGEncoder(PHOTO_QUALITY);
  } catch {
    reusable = null;
  }
  return reusable;
}

/** Whether encodes reuse one encoder (false: each builds its own tables, about 8 times slower). */
export function reusesJpegEncoder(): boolean {
  return reusableEncoder() !== null;
}

/** A baseline JPEG of an RGBA image, byte for byte what jpeg-js's `encode` writes. */
export function encodeJpeg(image: RgbaImage, quality = PHOTO_QUALITY): Buffer {
  const encoder = reusableEncoder();
  if (encoder) return Buffer.from(encoder.encode(image, quality));
  return jpeg.encode(image, quality).data;
}

// ---------------------------------------------------------------------------------------------
// Drawing

const clamp = (v: number) => Math.min(255, Math.max(0, v));
const shade = (c: Rgb, f: number): Rgb => [clamp(c[0] * f), clamp(c[1] * f), clamp(c[2] * f)];
const blend = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** An RGBA pixel buffer with the few shapes these photos are made of, clipped to the frame. */
class Canvas {
  readonly data: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
  }

  private span(y: number, xFrom: number, xTo: number, c: Rgb): void {
    if (y < 0 || y >= this.height) return;
    const x0 = Math.max(0, Math.round(xFrom));
    const x1 = Math.min(this.width, Math.round(xTo));
    const d = this.data;
    for (let i = (y * this.width + x0) * 4, end = (y * this.width + x1) * 4; i < end; i += 4) {
      d[i] = c[0];
      d[i + 1] = c[1];
      d[i + 2] = c[2];
    }
  }

  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let row = y0; row < y1; row++) this.span(row, x, x + w, c);
  }

  /** A rectangle from one colour at its top to another at its bottom. */
  gradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void {
    const y0 = Math.round(y);
    const rows = Math.max(1, Math.round(h));
    for (let row = 0; row < rows; row++) this.span(y0 + row, x, x + w, blend(top, bottom, row / rows));
  }

  /** Multiplies what is there: shadows and light. */
  tint(x: number, y: number, w: number, h: number, f: number): void {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y0 = Math.max(0, Math.round(y));
    const y1 = Math.min(this.height, Math.round(y + h));
    const d = this.data;
    for (let row = y0; row < y1; row++) {
      for (let i = (row * this.width + x0) * 4, end = (row * this.width + x1) * 4; i < end; i += 4) {
        d[i] = clamp(d[i]! * f);
        d[i + 1] = clamp(d[i + 1]! * f);
        d[i + 2] = clamp(d[i + 2]! * f);
      }
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb): void {
    for (let row = Math.ceil(cy - ry); row <= Math.floor(cy + ry); row++) {
      const t = (row - cy) / ry;
      const half = rx * Math.sqrt(Math.max(0, 1 - t * t));
      this.span(row, cx - half, cx + half, c);
    }
  }

  /** A shape whose left and right edges run straight from its top row to its bottom row: roofs. */
  trapezoid(
    top: number,
    bottom: number,
    topL: number,
    topR: number,
    bottomL: number,
    bottomR: number,
    c: Rgb,
  ) {
    const rows = Math.max(1, Math.round(bottom - top));
    for (let row = 0; row <= rows; row++) {
      const t = row / rows;
      this.span(Math.round(top) + row, topL + (bottomL - topL) * t, topR + (bottomR - topR) * t, c);
    }
  }

  line(x0: number, y0: number, x1: number, y1: number, c: Rgb, thickness = 1): void {
    const steps = Math.max(1, Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0))));
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      this.rect(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thickness, thickness, c);
    }
  }

  /** A cable hanging between two points. */
  wire(x0: number, y0: number, x1: number, y1: number, sag: number, c: Rgb): void {
    const steps = Math.ceil(Math.abs(x1 - x0));
    let px = x0;
    let py = y0;
    for (let s = 1; s <= steps; s++) {
      const t = s / steps;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
      this.line(px, py, x, y, c);
      px = x;
      py = y;
    }
  }

  /** A [1 2 1] blur across and down: a lens's softness instead of drawn edges, and smaller files. */
  soften(): void {
    const d = this.data;
    const rowBytes = this.width * 4;
    const last = rowBytes - 4;
    const row = new Uint8Array(rowBytes);
    for (let base = 0; base < d.length; base += rowBytes) {
      row.set(d.subarray(base, base + rowBytes));
      for (let i = 0; i < rowBytes; i++) {
        const left = row[i < 4 ? i : i - 4]!;
        const right = row[i >= last ? i : i + 4]!;
        d[base + i] = (left + 2 * row[i]! + right + 2) >> 2;
      }
    }
    let above = new Uint8Array(d.subarray(0, rowBytes));
    let current = new Uint8Array(rowBytes);
    for (let base = 0; base < d.length; base += rowBytes) {
      current.set(d.subarray(base, base + rowBytes));
      const below = base + rowBytes < d.length ? d.subarray(base + rowBytes, base + 2 * rowBytes) : current;
      for (let i = 0; i < rowBytes; i++) d[base + i] = (above[i]! + 2 * current[i]! + below[i]! + 2) >> 2;
      [above, current] = [current, above];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The shop: what the near and far photos of one index share

const WALLS: readonly Rgb[] = [
  [150, 212, 188],
  [70, 180, 178],
  [240, 212, 96],
  [236, 160, 140],
  [142, 190, 228],
  [182, 214, 112],
  [236, 226, 198],
  [232, 168, 190],
  [238, 168, 84],
  [190, 170, 220],
];

/** Sign colour, stripe colour, lettering. */
const SIGNS: readonly (readonly [Rgb, Rgb, Rgb])[] = [
  [
    [200, 30, 40],
    [250, 250, 250],
    [255, 255, 255],
  ],
  [
    [30, 80, 170],
    [250, 210, 40],
    [255, 255, 255],
  ],
  [
    [30, 140, 70],
    [245, 245, 245],
    [255, 240, 120],
  ],
  [
    [250, 200, 30],
    [210, 40, 40],
    [40, 40, 120],
  ],
  [
    [120, 50, 150],
    [250, 250, 250],
    [255, 255, 255],
  ],
  [
    [240, 120, 30],
    [30, 60, 140],
    [255, 255, 255],
  ],
  [
    [20, 150, 160],
    [250, 220, 60],
    [255, 255, 255],
  ],
  [
    [230, 230, 230],
    [220, 40, 40],
    [200, 30, 30],
  ],
];

const PRODUCTS: readonly Rgb[] = [
  [220, 40, 40],
  [250, 200, 30],
  [40, 110, 200],
  [40, 160, 80],
  [245, 245, 240],
  [240, 130, 40],
  [150, 60, 160],
  [120, 70, 40],
  [30, 30, 30],
  [240, 100, 150],
  [60, 190, 210],
];

const ROOFS: readonly Rgb[] = [
  [176, 86, 56],
  [150, 70, 50],
  [140, 146, 152],
  [110, 116, 124],
  [60, 90, 130],
];

type StripeKind = 'horizontal' | 'diagonal' | 'vertical' | 'none';

interface Shop {
  wall: Rgb;
  sign: Rgb;
  stripe: Rgb;
  lettering: Rgb;
  stripes: StripeKind;
  roof: Rgb;
  letters: number;
  doorOnLeft: boolean;
  /** Part of the opening the rolling shutter still covers. */
  shutterDrop: number;
  products: readonly Rgb[];
}

function shopOf(random: Random): Shop {
  const [sign, stripe, lettering] = random.pick(SIGNS);
  const products = Array.from({ length: random.int(4, 6) }, () => random.pick(PRODUCTS));
  return {
    wall: random.pick(WALLS),
    sign,
    stripe,
    lettering,
    stripes: random.pick(['horizontal', 'diagonal', 'vertical', 'none'] as const),
    roof: random.pick(ROOFS),
    letters: random.int(5, 11),
    doorOnLeft: random.next() < 0.5,
    shutterDrop: 0.12 + random.next() * 0.22,
    products,
  };
}

/** The shop's sign board: its colour, its stripes and a line of lettering. */
function drawSign(c: Canvas, shop: Shop, random: Random, x: number, y: number, w: number, h: number): void {
  c.rect(x, y, w, h, shop.sign);
  const unit = Math.max(2, Math.round(h / 9));
  if (shop.stripes === 'horizontal') {
    c.rect(x, y + unit, w, unit, shop.stripe);
    c.rect(x, y + h - 2 * unit, w, unit, shop.stripe);
  } else if (shop.stripes === 'vertical') {
    for (let sx = x + unit; sx < x + w * 0.3; sx += unit * 2) c.rect(sx, y, unit, h, shop.stripe);
  } else if (shop.stripes === 'diagonal') {
    const end = x + w * 0.35;
    for (let row = 0; row < h; row++) {
      for (let sx = x - h + (h - row); sx < end; sx += unit * 3) {
        const left = Math.max(x, sx);
        const right = Math.min(end, sx + unit);
        if (right > left) c.rect(left, y + row, right - left, 1, shop.stripe);
      }
    }
  }
  c.rect(x, y + h - 1, w, 1, shade(shop.sign, 0.6));
  // The lettering: letters as blocks with a notch, centred in the part right of the stripes.
  const textLeft = x + (shop.stripes === 'none' ? w * 0.08 : w * 0.36);
  const textWidth = x + w * 0.95 - textLeft;
  const letterWidth = Math.min(h * 0.42, textWidth / (shop.letters * 1.3));
  if (letterWidth < 1.5) return;
  const letterHeight = h * 0.42;
  const top = y + (h - letterHeight) / 2 - h * 0.05;
  let lx = textLeft + (textWidth - shop.letters * letterWidth * 1.3) / 2;
  for (let i = 0; i < shop.letters; i++, lx += letterWidth * 1.3) {
    c.rect(lx, top, letterWidth, letterHeight, shop.lettering);
    if (letterWidth >= 4) {
      const notch = random.int(0, 2);
      const stroke = Math.max(1, letterWidth * 0.3);
      if (notch === 0)
        c.rect(lx + stroke, top + stroke, letterWidth - 2 * stroke, letterHeight - 2 * stroke, shop.sign);
      if (notch === 1)
        c.rect(lx + stroke, top + letterHeight * 0.55, letterWidth - stroke, letterHeight * 0.45, shop.sign);
      if (notch === 2) c.rect(lx + letterWidth - stroke, top + stroke, stroke, letterHeight * 0.4, shop.sign);
    }
  }
  // A smaller line below (the phone number).
  if (h >= 24)
    c.rect(textLeft + textWidth * 0.25, y + h * 0.76, textWidth * 0.5, Math.max(1, h * 0.08), shop.lettering);
}

/** Goods on shelves: boxes, bottles and packs in the shop's colours. */
function drawShelves(
  c: Canvas,
  shop: Shop,
  random: Random,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  const rows = Math.max(1, Math.round(h / 26));
  const gap = h / rows;
  const board: Rgb = [116, 82, 52];
  for (let r = 0; r < rows; r++) {
    const shelfY = y + gap * (r + 1) - 3;
    let px = x + 2;
    while (px < x + w - 4) {
      const colour = random.pick(shop.products);
      const bottle = random.next() < 0.3;
      const pw = bottle ? random.int(3, 5) : random.int(6, 13);
      const ph = Math.min(gap - 5, bottle ? random.int(12, 18) : random.int(7, 16));
      const width = Math.min(pw, x + w - 2 - px);
      c.rect(px, shelfY - ph, width, ph, colour);
      if (bottle) c.rect(px + 1, shelfY - ph - 2, Math.max(1, width - 2), 2, shade(colour, 0.6));
      else if (ph > 8)
        c.rect(px, shelfY - ph * 0.6, width, Math.max(1, ph * 0.2), blend(colour, [255, 255, 255], 0.7));
      c.tint(px + width - 1, shelfY - ph, 1, ph, 0.7);
      px += width + random.int(0, 2);
    }
    c.rect(x, shelfY, w, 3, board);
    c.rect(x, shelfY + 3, w, 1, shade(board, 0.5));
  }
}

/** Strips of sachets hanging from the top of the opening, as every warung has. */
function drawSachets(
  c: Canvas,
  shop: Shop,
  random: Random,
  x: number,
  y: number,
  w: number,
  maxLength: number,
): void {
  const strips = random.int(2, 5);
  for (let s = 0; s < strips; s++) {
    const sx = x + random.next() * (w - 10);
    const colour = random.pick(shop.products);
    const length = random.int(Math.round(maxLength * 0.5), Math.round(maxLength));
    for (let sy = y; sy < y + length; sy += 8) {
      c.rect(sx, sy, 9, 7, colour);
      c.rect(sx + 2, sy + 2, 5, 2, blend(colour, [255, 255, 255], 0.6));
    }
  }
}

/** A rolling shutter, rolled up into the top of an opening down to `drop` pixels. */
function drawShutter(c: Canvas, x: number, y: number, w: number, drop: number): void {
  const metal: Rgb = [168, 170, 174];
  c.rect(x, y, w, drop, metal);
  for (let ry = y + 2; ry < y + drop; ry += 3) c.rect(x, ry, w, 1, shade(metal, 0.78));
  c.rect(x, y + drop - 2, w, 2, shade(metal, 0.5));
}

// ---------------------------------------------------------------------------------------------
// The near photo: the storefront close up

function drawNear(shop: Shop, random: Random): Canvas {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const c = new Canvas(W, H);
  const tilt = random.int(-6, 6);
  const floorY = random.int(196, 210) + tilt;

  c.gradient(0, 0, W, H, shade(shop.wall, 1.05), shade(shop.wall, 0.82));

  // The eave: corrugated zinc or tiles.
  const eave = random.int(8, 22);
  c.rect(0, 0, W, eave, shop.roof);
  for (let x = random.int(0, 5); x < W; x += 7) c.rect(x, 0, 2, eave, shade(shop.roof, 0.75));
  c.rect(0, eave, W, 2, shade(shop.roof, 0.45));

  // The sign band.
  const signTop = eave + 2;
  const signHeight = random.int(34, 50);
  const signLeft = random.int(0, 14);
  drawSign(c, shop, random, signLeft, signTop, W - signLeft - random.int(0, 14), signHeight);
  const facadeTop = signTop + signHeight;
  c.tint(0, facadeTop, W, 8, 0.82);

  // The opening with its goods, the door beside it.
  const pillar = random.int(10, 24);
  const doorWidth = random.int(48, 62);
  const openLeft = shop.doorOnLeft ? pillar + doorWidth + 10 : pillar;
  const openRight = shop.doorOnLeft ? W - pillar : W - pillar - doorWidth - 10;
  const openTop = facadeTop + random.int(8, 14);
  const openBottom = floorY - 4;
  const openWidth = openRight - openLeft;
  c.gradient(openLeft, openTop, openWidth, openBottom - openTop, [40, 34, 30], [70, 58, 48]);
  drawShelves(c, shop, random, openLeft + 3, openTop + 4, openWidth - 6, (openBottom - openTop) * 0.62);
  const shutterDrop = Math.round((openBottom - openTop) * shop.shutterDrop);
  drawShutter(c, openLeft, openTop, openWidth, shutterDrop);
  drawSachets(
    c,
    shop,
    random,
    openLeft + 4,
    openTop + shutterDrop,
    openWidth - 8,
    (openBottom - openTop) * 0.4,
  );

  // A glass showcase (etalase) in front of the goods.
  const caseTop = openBottom - random.int(30, 40);
  const caseLeft = openLeft + random.int(4, 20);
  const caseWidth = openWidth - (caseLeft - openLeft) - random.int(4, 20);
  c.rect(caseLeft, caseTop, caseWidth, openBottom - caseTop, [176, 206, 212]);
  for (let px = caseLeft + 4; px < caseLeft + caseWidth - 8; px += random.int(7, 12)) {
    c.rect(px, caseTop + 8, 6, random.int(5, 9), random.pick(shop.products));
  }
  c.rect(caseLeft, caseTop + 18, caseWidth, 2, [210, 225, 228]);
  c.line(caseLeft + 6, caseTop + 2, caseLeft + 22, openBottom - 2, [226, 240, 242], 2);
  c.rect(caseLeft, caseTop, caseWidth, 2, [120, 124, 128]);
  c.rect(caseLeft, openBottom - 3, caseWidth, 3, [120, 124, 128]);

  // The door: wood or glass in a frame of the trim colour.
  const doorLeft = shop.doorOnLeft ? pillar : W - pillar - doorWidth;
  const doorTop = facadeTop + 10;
  const frame = shade(shop.sign, 0.8);
  c.rect(doorLeft - 3, doorTop - 3, doorWidth + 6, floorY - doorTop + 3, frame);
  if (random.next() < 0.5) {
    c.gradient(doorLeft, doorTop, doorWidth, floorY - doorTop, [132, 90, 56], [98, 64, 40]);
    for (let py = doorTop + 8; py < floorY - 10; py += 28)
      c.rect(doorLeft + 6, py, doorWidth - 12, 20, [112, 76, 46]);
  } else {
    c.gradient(doorLeft, doorTop, doorWidth, floorY - doorTop, [150, 180, 190], [96, 118, 128]);
    c.line(doorLeft + 8, doorTop + 6, doorLeft + doorWidth - 10, doorTop + 60, [200, 220, 226], 3);
    c.rect(doorLeft + doorWidth / 2 - 1, doorTop, 2, floorY - doorTop, frame);
  }
  c.rect(
    doorLeft + (shop.doorOnLeft ? doorWidth - 9 : 5),
    doorTop + (floorY - doorTop) / 2,
    4,
    10,
    [210, 200, 160],
  );

  // Something in front: a drinks cooler, an LPG cylinder or a stool.
  const extra = random.int(0, 3);
  if (extra === 0) {
    const coolerLeft = shop.doorOnLeft ? W - pillar - 46 : openLeft + 4;
    c.rect(coolerLeft, floorY - 78, 42, 78, [200, 32, 36]);
    c.rect(coolerLeft + 4, floorY - 70, 34, 50, [190, 220, 230]);
    for (let r = 0; r < 3; r++) {
      for (let b = 0; b < 5; b++)
        c.rect(coolerLeft + 6 + b * 6, floorY - 66 + r * 16, 4, 11, random.pick(shop.products));
    }
  } else if (extra === 1) {
    const gx = openLeft + random.int(10, Math.max(11, openWidth - 30));
    c.ellipse(gx + 9, floorY - 12, 10, 13, [60, 160, 70]);
    c.rect(gx + 6, floorY - 28, 6, 5, [50, 50, 50]);
  } else if (extra === 2) {
    const sx = openLeft + random.int(10, Math.max(11, openWidth - 40));
    const stool = random.pick(PRODUCTS);
    c.ellipse(sx + 14, floorY - 22, 15, 4, stool);
    c.trapezoid(floorY - 21, floorY, sx + 3, sx + 25, sx, sx + 28, shade(stool, 0.8));
  }

  // The floor: tiles and the step.
  const tile: Rgb = random.next() < 0.5 ? [214, 210, 202] : [190, 150, 130];
  c.gradient(0, floorY, W, H - floorY, tile, shade(tile, 0.85));
  c.rect(0, floorY, W, 3, shade(tile, 0.6));
  for (let ty = floorY + 10, step = 10; ty < H; step += 4, ty += step) c.rect(0, ty, W, 1, shade(tile, 0.75));
  for (let tx = random.int(0, 30); tx < W; tx += 36)
    c.line(tx, floorY + 3, tx + (tx - W / 2) * 0.3, H, shade(tile, 0.75));

  c.soften();
  return c;
}

// ---------------------------------------------------------------------------------------------
// The far photo: the street with the shop among its neighbours

function drawFar(shop: Shop, random: Random): Canvas {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const c = new Canvas(W, H);
  const ground = random.int(168, 184);
  const overcast = random.next() < 0.3;

  c.gradient(
    0,
    0,
    W,
    ground,
    overcast ? [168, 178, 190] : [84, 146, 214],
    overcast ? [224, 228, 232] : [204, 226, 242],
  );
  for (let k = random.int(1, 4); k > 0; k--) {
    const cx = random.int(0, W);
    const cy = random.int(12, 70);
    for (let p = 0; p < 4; p++)
      c.ellipse(cx + p * 12 - 18, cy + (p % 2) * 4, random.int(12, 20), random.int(6, 10), [246, 248, 250]);
  }

  // Trees behind the row.
  for (let k = random.int(1, 3); k > 0; k--) {
    const tx = random.int(0, W);
    c.ellipse(tx, ground - random.int(70, 100), random.int(18, 30), random.int(16, 26), [70, 130, 60]);
  }

  // The row of buildings; the shop is one of the middle ones.
  const shopSlot = random.int(1, 2);
  let x = -random.int(0, 24);
  for (let slot = 0; x < W; slot++) {
    const isShop = slot === shopSlot;
    const width = isShop ? random.int(84, 104) : random.int(44, 90);
    const height = isShop ? random.int(70, 90) : random.int(56, 112);
    const top = ground - height;
    const wall = isShop ? shop.wall : random.pick(WALLS);
    const roof = isShop ? shop.roof : random.pick(ROOFS);
    c.gradient(x, top, width, height, wall, shade(wall, 0.85));
    if (random.next() < 0.6) {
      c.trapezoid(top - random.int(10, 18), top, x + 8, x + width - 8, x - 4, x + width + 4, roof);
    } else {
      c.rect(x - 1, top - 4, width + 2, 5, shade(wall, 0.7));
    }
    // Upper windows.
    if (height > 70) {
      for (let wx = x + 8; wx < x + width - 16; wx += 20) {
        c.rect(wx - 1, top + 7, 14, 16, [236, 236, 230]);
        c.rect(wx, top + 8, 12, 14, [70, 90, 110]);
      }
    }
    // The ground floor: the shop's sign and open front, or a neighbour's shutter, door or sign.
    const signTop = ground - 50;
    if (isShop) {
      drawSign(c, shop, random, x + 2, signTop, width - 4, 16);
      const fx = x + 8;
      const fw = width - 16;
      c.rect(fx, signTop + 18, fw, ground - signTop - 18, [48, 40, 34]);
      for (let r = 0; r < 3; r++) {
        for (let px = fx + 2; px < fx + fw - 3; px += 4) {
          c.rect(px, signTop + 26 + r * 8, 3, 4, random.pick(shop.products));
        }
      }
      drawShutter(c, fx, signTop + 18, fw, 6);
    } else {
      const kind = random.int(0, 2);
      if (kind === 0) {
        drawShutter(c, x + 6, signTop + 14, width - 12, ground - signTop - 14);
      } else if (kind === 1) {
        c.rect(x + width / 2 - 9, ground - 34, 18, 34, [110, 74, 46]);
        c.rect(x + 6, ground - 30, 12, 14, [70, 90, 110]);
      } else {
        c.rect(x + 3, signTop, width - 6, 12, random.pick(PRODUCTS));
        c.rect(x + 8, signTop + 4, width * 0.5, 4, [250, 250, 250]);
        c.rect(x + 6, signTop + 14, width - 12, ground - signTop - 14, [60, 52, 46]);
      }
    }
    c.rect(x + width - 1, top, 1, height, shade(wall, 0.6));
    x += width + (random.next() < 0.3 ? random.int(4, 14) : 0);
  }

  // The pavement and the road.
  c.rect(0, ground, W, 8, [196, 194, 188]);
  c.rect(0, ground + 8, W, 2, [120, 118, 114]);
  c.gradient(0, ground + 10, W, H - ground - 10, [96, 98, 102], [72, 74, 78]);
  const middle = Math.round((ground + 10 + H) / 2);
  for (let dx = random.int(0, 20); dx < W; dx += 40) c.rect(dx, middle, 22, 2, [232, 232, 226]);

  // Motorbikes on the road.
  for (let k = random.int(0, 3); k > 0; k--) {
    const bx = random.int(10, W - 40);
    const by = random.int(ground + 16, H - 12);
    const body = random.pick(PRODUCTS);
    c.ellipse(bx + 4, by + 6, 5, 5, [30, 30, 30]);
    c.ellipse(bx + 26, by + 6, 5, 5, [30, 30, 30]);
    c.rect(bx + 4, by - 4, 22, 7, body);
    c.rect(bx + 12, by - 16, 7, 12, random.pick(PRODUCTS));
    c.ellipse(bx + 15, by - 19, 4, 4, [40, 40, 40]);
  }

  // Power poles and their wires.
  const poles = [random.int(10, 60), random.int(200, 300)];
  for (const px of poles) c.rect(px, 30, 4, ground + 6 - 30, [74, 74, 78]);
  for (let k = 0; k < 3; k++) {
    const [left = 0, right = W] = poles;
    c.wire(-4, 40 + k * 5, left, 34 + k * 4, 6, [40, 40, 44]);
    c.wire(left, 34 + k * 4, right, 34 + k * 4, random.int(10, 20), [40, 40, 44]);
    c.wire(right, 34 + k * 4, W + 4, 42 + k * 5, 5, [40, 40, 44]);
  }

  c.soften();
  return c;
}

// ---------------------------------------------------------------------------------------------

/** A seed of its own for photo `index` of `seed` and one purpose, so that no photo shifts another. */
const derive = (seed: number, index: number, purpose: number) =>
  (Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^
    Math.imul(index + 1, 0x85ebca6b) ^
    Math.imul(purpose, 0xc2b2ae35)) >>>
  0;

/** `count` near and `count` far photos: 320x240 JPEGs of quality 70, a few KB each. */
export function demoPhotos(count: number, seed: number): { near: Buffer[]; far: Buffer[] } {
  const near: Buffer[] = [];
  const far: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const shop = shopOf(seededRandom(derive(seed, index, 1)));
    near.push(encodeJpeg(drawNear(shop, seededRandom(derive(seed, index, 2)))));
    far.push(encodeJpeg(drawFar(shop, seededRandom(derive(seed, index, 3)))));
  }
  return { near, far };
}
