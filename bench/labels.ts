/**
 * Label rows: the ZPL of 10,000 labels next to its floor (the same number of label strings built by a
 * bare template literal of the payload and the name), and the sticker PDF of 1,000 labels next to its
 * floor (qrcode's QRCode.create of the same 1,000 payloads alone: the QR matrices every sticker needs
 * whatever draws it). They run in the bench process, not in a server: their column is 'Node'.
 */
import QRCode from 'qrcode';
import { labelContent } from '../common/labels/label-content';
import type { LabelSource } from '../common/labels/types';
import { labelsZpl } from '../common/labels/zpl';
import { stickerPdf } from '../server/modules/labels/sticker-pdf';
import { timed } from './load';
import { bytes, count, ms, type Report, ratio, sec } from './report';

const COLUMN = 'Node';
const ZPL_LABELS = 10_000;
const PDF_LABELS = 1_000;
export const STICKER_PDF_GOAL_MS = 5_000;

const SHOPS = ['APOTEK', 'TOKO', 'WARUNG', 'TOKO BANGUNAN', 'MINIMARKET', 'Café', 'KIOS', 'UD.'];
const WORDS = [
  'SEHAT',
  'MAJU',
  'JAYA',
  'SENTOSA',
  'Ñusantara',
  'ABADI',
  'MAKMUR',
  'SUMBER REJEKI',
  'Bu Sàrì',
];
const BRANCHES = ['JKT', 'BKS', 'BDG', 'SBY', 'MDN'];

/** Relation rows like the demo's: names of two to five words, some with accents, some long. */
function sources(n: number): LabelSource[] {
  return Array.from({ length: n }, (_, i) => {
    const branch = BRANCHES[i % BRANCHES.length] as string;
    const words = Array.from({ length: 1 + (i % 4) }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]);
    return {
      BRANCH_CODE: branch,
      ORG_ID: 101 + (i % 3),
      CUSTOMER_ID_REF: `${branch}-${String(i).padStart(6, '0')}`,
      CUSTOMER_ID: `CUS${String(i).padStart(7, '0')}`,
      CUSTOMER_NAME: `${SHOPS[i % SHOPS.length]} ${words.join(' ')} ${i}`,
    };
  });
}

/** The floor of the ZPL: one fixed label per row with only the payload and the name filled in. */
function bareZpl(rows: LabelSource[]): string {
  return rows
    .map((s) => {
      const payload = `${s.BRANCH_CODE}|${s.ORG_ID}|${s.CUSTOMER_ID_REF}|${s.CUSTOMER_ID}|${s.CUSTOMER_NAME}`;
      return `^XA^CI28^PW392^LL312^FO36,36^BQN,2,3^FDQA,${payload}^FS^FO12,220^A0N,24,24^FD${s.CUSTOMER_NAME}^FS^XZ`;
    })
    .join('\n');
}

export async function benchLabels(report: Report): Promise<void> {
  const zplRows = sources(ZPL_LABELS);
  const options = { layout: '49x39', dpi: 203 } as const;
  // One small run of each first: the timed runs measure steady work, not module loading and JIT.
  labelsZpl(zplRows.slice(0, 100), options);
  const zpl = await timed(async () => labelsZpl(zplRows, options));
  const zplFloor = await timed(async () => bareZpl(zplRows));
  report.set(
    `labels: ZPL of ${count(ZPL_LABELS)} labels (labelsZpl, 49x39, 203 dpi)`,
    COLUMN,
    ms(zpl.ms),
    bytes(zpl.value.length),
  );
  report.set('labels: ZPL floor (bare template literal of payload and name)', COLUMN, ms(zplFloor.ms));
  report.set('labels: ZPL ratio / floor', COLUMN, ratio(zpl.ms / zplFloor.ms));

  const stickers = sources(PDF_LABELS).map((source) => ({ source, printedAt: new Date() }));
  await stickerPdf(stickers.slice(0, 20));
  const payloads = stickers.map((s) => labelContent(s.source).payload);
  const floor = await timed(async () => {
    for (const payload of payloads) QRCode.create(payload, { errorCorrectionLevel: 'Q' });
  });
  const pdf = await timed(() => stickerPdf(stickers));
  report.set(
    `labels: sticker PDF of ${count(PDF_LABELS)} labels (stickerPdf, 80 x 55 mm pages)`,
    COLUMN,
    sec(pdf.ms),
    `${bytes(pdf.value.length)}; goal < ${STICKER_PDF_GOAL_MS / 1000} s`,
  );
  report.set(
    `labels: sticker PDF floor (QRCode.create of the same ${count(PDF_LABELS)} payloads)`,
    COLUMN,
    sec(floor.ms),
  );
  report.set('labels: sticker PDF ratio / floor', COLUMN, ratio(pdf.ms / floor.ms));
}
