/**
 * Which files an upload accepts. The extension alone is not trusted: the first bytes of the file
 * must match too, so a CSV renamed .xls, or an .xlsx renamed .xls, is refused before parsing.
 */

/** What an upload screen accepts (spec part 1 section 5: role upload takes the legacy .xls only). */
export type FileKind = 'xls' | 'xlsx' | 'excel' | 'excel-or-csv';

/** What the first bytes say a file is. */
export type Signature = 'cfb' | 'zip' | 'text' | 'other';

/** BIFF8 .xls files live in a Compound File Binary container: D0 CF 11 E0 A1 B1 1A E1. */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** .xlsx files are ZIP archives: PK 03 04. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The signature of a file from its first bytes (a few KB are enough). */
export function sniffSignature(bytes: Uint8Array): Signature {
  if (startsWith(bytes, CFB_MAGIC)) return 'cfb';
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  // Plain text has no NUL byte and few control characters besides tab, CR and LF.
  const sample = bytes.subarray(0, 4096);
  if (sample.length === 0) return 'other';
  let control = 0;
  for (const b of sample) {
    if (b === 0) return 'other';
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  }
  return control * 100 < sample.length ? 'text' : 'other';
}

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const ACCEPTED: Record<FileKind, ReadonlyArray<readonly [extension: string, signature: Signature]>> = {
  xls: [['xls', 'cfb']],
  xlsx: [['xlsx', 'zip']],
  excel: [
    ['xls', 'cfb'],
    ['xlsx', 'zip'],
  ],
  'excel-or-csv': [
    ['xls', 'cfb'],
    ['xlsx', 'zip'],
    ['csv', 'text'],
  ],
};

/** True when both the name and the content of a file are of a kind the upload accepts. */
export function isAcceptedFile(fileName: string, head: Uint8Array, kind: FileKind): boolean {
  const extension = extensionOf(fileName);
  const signature = sniffSignature(head);
  return ACCEPTED[kind].some(([e, s]) => e === extension && s === signature);
}

/** The accept attribute of the file picker for a kind (a hint only; the check above decides). */
export function pickerAccept(kind: FileKind): string {
  return [...new Set(ACCEPTED[kind].map(([e]) => `.${e}`))].join(',');
}

/**
 * The kind an upload takes once it also takes the format its own template downloads in: the spec
 * names some templates .xlsx while their upload takes .xls only (Upload Fixed Call), so the
 * template, downloaded and filled, could never go back as it is. Any other file type is still
 * refused with the screen's message.
 */
export function kindWithTemplate(kind: FileKind, templateFileName: string): FileKind {
  const extension = extensionOf(templateFileName);
  if (ACCEPTED[kind].some(([e]) => e === extension)) return kind;
  if ((kind === 'xls' && extension === 'xlsx') || (kind === 'xlsx' && extension === 'xls')) return 'excel';
  return kind;
}

/**
 * The name an export of upload rows (failed or clean rows) is saved under, in a format the same
 * upload accepts, so the user can correct the file and upload it again: an .xlsx name becomes .xls
 * for an upload that takes the legacy format only, and the other way round.
 */
export function uploadableFileName(fileName: string, kind: FileKind): string {
  const extension = extensionOf(fileName);
  if (ACCEPTED[kind].some(([e]) => e === extension)) return fileName;
  const stem = fileName.slice(0, fileName.length - extension.length - (extension ? 1 : 0));
  return `${stem}.${ACCEPTED[kind][0]?.[0] ?? 'xlsx'}`;
}
