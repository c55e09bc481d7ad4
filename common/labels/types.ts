/**
 * The words of label printing that the contract, the renderers and the screens share (spec part 1
 * sections 3, 9): the three label layouts of the label printer, the printer resolutions, and what a
 * label is made from.
 */

/** 49x20 mm; 49x39 mm; 49x39 mm with the logo and the website line. */
export const LABEL_LAYOUTS = ['49x20', '49x39', '49x39-logo'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];

/** Zebra print heads: 8 dots a millimetre (203 dpi) or 12 (300 dpi). */
export const PRINTER_DPIS = [203, 300] as const;
export type PrinterDpi = (typeof PRINTER_DPIS)[number];

/** How a label was printed: ZPL on a label printer, or a sticker file (PDF). */
export const PRINT_VIAS = ['ZPL', 'PDF'] as const;
export type PrintVia = (typeof PRINT_VIAS)[number];

/** The fields of a relation row a label is made from. */
export interface LabelSource {
  BRANCH_CODE: string;
  ORG_ID: number;
  CUSTOMER_ID_REF: string;
  CUSTOMER_ID: string;
  CUSTOMER_NAME: string;
}

/** The sticker of a sticker file: 8 x 5.5 cm (spec part 1 section 3). */
export const STICKER_LAYOUT = '80x55';
