/**
 * Texts of the call plans (fixed call, master call plan) and the working calendar (spec part 2
 * sections 5 and 8).
 */
import { n } from './format';

export const callManagementMessages = {
  // Call plans and the working calendar (spec part 2 sections 5 and 8)
  templateMismatchCalendar: 'Template tidak sesuai !',
  uploadFixedCall: 'Upload Fixed Call',
  overviewFixedCall: 'Overview Fixed Call',
  uploadMasterCall: 'Upload Master Call Plan',
  overviewMasterCall: 'Overview Master Call Plan',
  overviewCallRealization: 'Overview Call Realization',
  uploadCalendar: 'Upload Calendar',
  overviewCalendar: 'Overview Calendar',
  errorFixCallTab: 'Error Fix Call',
  errorMasterCallTab: 'Error Master Call',
  reasonDayName: 'Nama Hari tidak Sesuai',
  reasonWeek: 'Week Tidak Sesuai',
  reasonCallPeriode: 'PERIODE harus 1 sampai 12.',
  reasonCallUnknownBranch: 'BRANCH_CODE tidak ditemukan.',
  reasonCallForeignBranch: 'BRANCH_CODE bukan cabang Anda.',
  reasonCallUnknownPosition: 'POSITION_DESC bukan posisi di BRANCH_CODE.',
  reasonCallTypeSalesman: 'TYPE_SALESMAN tidak sesuai dengan type posisi.',
  reasonCallUnknownCustomer: 'CUSTOMERID_REF bukan customer aktif di BRANCH_CODE.',
  reasonCallFrequency: 'FREQUENCY harus bilangan bulat 1 atau lebih.',
  reasonCallNoWorkingDay:
    'Tidak ada hari kerja untuk DAYS dan WEEK ini di PERIODE tersebut (lihat Overview Calendar).',
  reasonFixedCallTwice: 'Baris duplikat di dalam file (POSITION_DESC, CUSTOMERID_REF, DAYS, WEEK).',
  reasonMasterCallTwice: 'Baris duplikat di dalam file (POSITION_DESC, CUSTOMERID_REF).',
  reasonMasterCallNoDay: 'Isi minimal satu kolom MONDAY sampai SATURDAY dengan minggu kunjungan (1-4).',
  reasonCallPlanChanged: 'Rencana call posisi ini berubah setelah file diperiksa; tidak disimpan.',
  reasonPhoneLeadingZero: (column: string, value: string) =>
    `${column} ${value}: nomor telepon harus diawali 0 atau 62 (format kolom sebagai Text).`,
  callPlanSaved: (landed: number, replaced: number, kept: number) =>
    `Sukses upload: ${n(landed)} baris disimpan, ${n(replaced)} baris tersimpan diganti; ${n(kept)} baris tersimpan lainnya di bulan tersebut tetap ada.`,
  callPlanSavedWholeMonth: (landed: number, removed: number, months: number) =>
    `Sukses upload: ${n(landed)} baris disimpan; seluruh bulan dari ${n(months)} posisi-bulan diganti, ${n(removed)} baris tersimpan dihapus.`,
  callPlanWholeMonthUnchecked:
    'Mengganti seluruh bulan hanya dapat dilakukan dari layar upload, sesudah pemeriksaan file menunjukkan baris tersimpan yang akan dihapus.',
  replaceWholeMonth: (noun: string, others: number) =>
    `Ganti seluruh bulan posisi di file: hapus juga ${n(others)} ${noun} tersimpan lainnya yang tidak ada di file`,
  replaceWholeMonthHint:
    'Tanpa pilihan ini, file hanya mengganti baris dengan kunci yang sama dan menambah baris baru; baris tersimpan lainnya tetap ada.',
  // What a checked call plan file does to the stored plan (the check's months), on the upload screen
  // and in its confirmation. `noun` is what a row of the plan is: a visit, a master call row.
  callPlanVisit: 'kunjungan',
  masterCallRow: 'baris master call',
  callPlanMonth: (year: number, periode: number) => `${year}-${String(periode).padStart(2, '0')}`,
  callPlanReplaces: (noun: string, replaced: number, months: number, added: number) =>
    `File ini mengganti ${n(replaced)} ${noun} tersimpan di ${n(months)} posisi-bulan dan menambah ${n(added)} ${noun} baru.`,
  callPlanOthersKept: (noun: string, others: number) =>
    `${n(others)} ${noun} tersimpan lainnya di bulan tersebut tetap ada.`,
  callPlanWholeMonth: (noun: string, removed: number, others: number, months: number) =>
    `File ini mengganti seluruh bulan dari ${n(months)} posisi-bulan: semua ${n(removed)} ${noun} tersimpan dihapus, ${n(others)} di antaranya tidak ada di file.`,
  callPlanMonthsTitle: 'Rencana tersimpan pada bulan-bulan di file',
  callPlanMonthColumns: {
    position: 'Posisi',
    month: 'Bulan',
    rows: 'Baris di file',
    replaced: 'Tersimpan diganti',
    others: 'Tersimpan lainnya',
  },
  callPlanMoreMonths: (more: number) => `… dan ${n(more)} posisi-bulan lainnya.`,
  callRowsSkipped: (n: number, columns: number) =>
    `${n} baris dilewati karena tidak berisi ${columns} kolom pertama yang wajib.`,
  reasonCalendarDate: 'FULL_DATE bukan tanggal (DD-MM-YYYY).',
  reasonDayNotOfDate: (day: string) => `DAY_NAME tidak sesuai dengan FULL_DATE (seharusnya ${day}).`,
  reasonHolidayFlag: 'HOLIDAY harus Y atau N.',
  reasonCalendarTwice: 'Tanggal ini ada dua kali di dalam file.',
  reasonCalendarMonthYear: 'MonthID dan YearID harus bulan dan tahun dari FULL_DATE.',
  calendarRowRefused: (row: number, reason: string) => `Baris ${row}: ${reason} Kalender tidak disimpan.`,
  calendarSaved: (n: number) => `Sukses upload: ${n} hari disimpan.`,
  calendarHeadOfficeOnly: 'Hanya head office yang dapat mengubah kalender.',
  noWorkingDayPlan: 'Tidak ada kunjungan.',
  dayOff: 'Libur',
  fixedCallUploadHint:
    'Baris hanya diambil bila kesepuluh kolom terisi. DAYS adalah SENIN sampai MINGGU; WEEK adalah minggu dalam bulan, 1 sampai 4.',
  masterCallUploadHint:
    'Baris diambil bila ketujuh kolom pertamanya terisi. MONDAY sampai SATURDAY berisi minggu-minggu dalam bulan customer dikunjungi pada hari itu, mis. "1,3" untuk minggu pertama dan ketiga; kosongkan hari tanpa kunjungan.',
  periodeLabel: 'Periode',
  visitCalendarView: 'Kalender Kunjungan',
  visitCalendarNeedsPosition: 'Pilih satu position, lalu tekan Load List untuk melihat kunjungannya sebulan.',
  visitCalendarTitle: (position: string, month: string, year: number) => `${position}: ${month} ${year}`,
  visitCount: (n: number) => `${n} customer`,
  visitMonthTotals: (visits: number, workingDays: number, idleDays: number) =>
    `${visits} kunjungan pada ${workingDays} hari kerja; ${idleDays} hari kerja tanpa kunjungan.`,
  notInCalendar: 'Tidak ada di kalender',
  visitsOfDay: (day: string, date: string) => `Customer yang direncanakan pada ${day}, ${date}`,
  chooseVisitDay: 'Pilih hari untuk melihat customer-nya.',
  callWeekShort: (week: number) => `W${week}`,

  // Upload Calendar and Overview Calendar's month view
  calendarTemplateYear: 'Tahun template',
  calendarUploadHint:
    'Download Template berisi seluruh tahun yang dipilih: isi HOLIDAY dengan Y untuk hari libur, N untuk hari kerja. FULL_DATE ditulis DD-MM-YYYY, DAY_NAME adalah hari dari tanggal itu (SENIN sampai MINGGU), WEEK_CALL minggu call, 1 sampai 4. Upload kembali sebagai .xlsx atau .xls.',
  calendarWorkingDay: 'Hari kerja',
  calendarToday: 'Hari ini',
  calendarWeekLegend: 'W1-W4: minggu call dari hari itu',
  calendarMonthCounts: (working: number, off: number) => `${working} hari kerja, ${off} libur`,
  calendarYearEmpty: (year: number) => `Belum ada kalender yang tersimpan untuk ${year}.`,
} as const;
