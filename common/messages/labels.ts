/** Texts of Print Barcode Relasi: the QR labels, the Zebra printer and the sticker file. */

export const labelMessages = {
  // Print Barcode Relasi
  selectPositionFirst: 'Silakan pilih Position terlebih dulu',
  printerNotFound: 'Printer tidak terdeteksi. Silakan jalankan Zebra Browser Print pada perangkat Anda',
  printingFor: (customer: string) => `Sedang mencetak QR untuk ${customer}`,
  printing: 'Sedang mencetak QR',
  customerOtherOrg: (id: string, orgId: number) => `Customer ${id} bukan customer org ${orgId}.`,
  customersNotServed: (position: string, ids: readonly string[]) =>
    `${ids.length} customer tidak dilayani ${position} hari ini: ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}`,
  printBarcodeRelasi: 'Print Barcode Relasi',
  printBarcodeRelasiFile: 'Print Barcode Relasi (File)',
  printAll: 'Print All',
  choosePosition: 'Pilih position',
  detectingPrinter: 'Mencari printer Zebra…',
  printerFound: (name: string) => `Printer: ${name}`,
  printResolution: 'Resolusi cetak',
  labelLayout: 'Label',
  labelLayoutNames: {
    '49x20': '49 x 20 mm',
    '49x39': '49 x 39 mm',
    '49x39-logo': '49 x 39 mm dengan logo dan website',
  } as Record<string, string>,
  printerSettingsSaved: (name: string) => `Pengaturan ${name} disimpan.`,
  printLabel: 'Print',
  reprintLabel: 'Reprint',
  printerSettings: 'Pengaturan printer',
  offerStickerFile: 'Unduh label sebagai file stiker (PDF) untuk dicetak di printer lain?',
  downloadStickerFile: 'Unduh file stiker',
  stickersMade: (n: number) => `File stiker berisi ${n} label dibuat.`,
  stickersMadeOf: (made: number, asked: number) => `File stiker berisi ${made} dari ${asked} label dibuat.`,
  printCount: (done: number, total: number) => `${done} dari ${total}`,
  cancelPrinting: 'Batalkan',
  cancellingPrint: 'Berhenti setelah label ini…',
  reprintOnly: 'Hanya yang perlu Reprint',
  reprintCount: (n: number) => `${n} perlu Reprint`,
  labelsPrinted: (printed: number, asked: number) =>
    printed === asked ? `${printed} label dicetak.` : `${printed} dari ${asked} label dicetak.`,
} as const;
