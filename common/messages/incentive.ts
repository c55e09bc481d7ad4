/** Texts of the incentive screens: Adjust Incentive, its summary and its approval (spec part 2). */
import { n } from './format';

export const incentiveMessages = {
  adjustIncentive: 'Adjust Incentive',
  /** The menu's name of the upload of requests from an Excel file (/adjust-incentive/upload). */
  uploadAdjustIncentive: 'Upload Adjust Incentive',
  uploadAdjustHint:
    'Satu baris satu pengajuan: INVOICE_NUMBER, ITEM_CODE, POSITION_FROM (posisi yang memegang kredit pada tanggal invoice), POSITION_TO, QUANTITY, AMOUNT dan REASON_DESC (alasan, seperti pilihan Reason di layar Adjust Incentive). Aturannya sama dengan layar Adjust Incentive.',
  adjustUploaded: (saved: number) => `Sukses upload: ${n(saved)} pengajuan adjust incentive tersimpan.`,
  adjustIncentiveSummary: 'Adjust Incentive Summary',
  adjustIncentiveApproval: 'Adjust Incentive Approval',
  invoiceNumberLabel: 'Invoice Number',
  periodLabel: 'PERIOD',
  addRow: 'Add Row',
  /** Under the first positions of Position To: the org holds more than one answer shows. */
  typeToFindPosition: 'Ketik kode posisi atau nama salesman untuk mencari posisi lainnya.',
  deleteRow: 'Delete Row',
  rejectButton: 'REJECT',
  findButton: 'FIND',
  /** Submit refused: a field of a row is empty (spec part 2 section 5). */
  fillAllData: 'Please fill in all data.',
  /** The same item chosen twice on one invoice; the row clears. */
  itemExists: (item: string) => `${item} already exist.`,
  /** The duplicate-checked save: some rows were asked before and wait or were approved. */
  duplicateData: 'System has detect Duplicate Data',
  /** Beside the spec's text: the other rows were saved, the duplicate rows stay on the screen. */
  duplicatesLeft: (saved: number, left: number) =>
    `${n(saved)} baris tersimpan; ${n(left)} baris duplikat tetap di daftar: ubah posisi tujuannya atau hapus.`,
  /** A staged row's reason for a request asked before: the same line, from and to, waiting or approved. */
  reasonAskedBefore:
    'Pengajuan yang sama (invoice, item, posisi asal dan tujuan) sudah ada dan menunggu atau sudah disetujui.',
  /** The amount field's message: a sum in rupiah the request can hold. */
  amountInvalid:
    'Amount harus lebih dari 0 (paling kecil 0.01), paling banyak 2 desimal, di bawah 1 triliun.',
  quantityInvalid: 'Quantity harus bilangan bulat lebih dari 0.',
  rejectConfirm: 'Apakah Yakin akan lakukan Reject?',
  /** The rows an approver picked but another approver decided first. */
  alreadyDecided: (ids: readonly number[]) =>
    `Pengajuan ${ids.join(', ')} sudah diputuskan oleh approver lain. Muat ulang daftar.`,
  /** Maker-checker: the requester cannot decide the request. */
  ownRequest: (ids: readonly number[]) =>
    `Pengajuan ${ids.join(', ')} dibuat oleh Anda sendiri; approve atau reject harus oleh user lain.`,
  requestsNotFound: (ids: readonly number[]) => `Pengajuan ${ids.join(', ')} tidak ditemukan.`,
  /** The credit moved away from a position for a line would exceed what the line invoiced. */
  /**
   * `line`: the invoice and item, e.g. 'INV00000012 ITM-0004'; what is left as the screens write
   * numbers (n()): the database writes it so for a row of an upload.
   */
  overLine: (line: string, position: string, left: string, qtyLeft: string) =>
    `${line}: sisa yang dapat dipindahkan dari ${position} adalah ${left} (qty ${qtyLeft}).`,
  lineNotFound: (invoice: string, item: string) => `Item ${item} tidak ada pada invoice ${invoice}.`,
  notHolder: (invoice: string, item: string, position: string) =>
    `${invoice} ${item}: ${position} tidak memegang kredit relasi ini untuk item tersebut pada tanggal invoice.`,
  positionToInvalid: (position: string) =>
    `Position ${position} bukan posisi sales aktif pada org yang sama.`,
  samePositions: (item: string) => `${item}: posisi asal dan posisi tujuan tidak boleh sama.`,
  reasonUnknown: (reason: string) => `Reason ${reason} tidak dikenal.`,
  oneInvoicePerSave: 'Satu penyimpanan hanya untuk satu invoice.',
  invoiceMismatch: (field: string) => `${field} tidak sesuai dengan invoice.`,
  invoiceNotFound: (invoice: string) => `Invoice ${invoice} tidak ditemukan.`,
  claimPengajuan: 'Claim Pengajuan',
  claimApprove: 'Claim Approve',
  claimReject: 'Claim Reject',
  netClaim: 'Net Claim',
  salesmanName: 'Salesman Name',
  summaryTitle: 'Summary',
  detailTitle: 'Detail',
} as const;
