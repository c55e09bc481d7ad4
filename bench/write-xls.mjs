// Writes rows (a JSON array of arrays, header first) as a legacy .xls (BIFF8) workbook with SheetJS,
// or as .xlsx when the output's name says so (a .xls holds at most 65,535 rows below its header).
// Run as a child process: SheetJS allocates a 16 KiB buffer per cell when it writes BIFF8, so 50,000
// rows take a minute and several GB, which the operating system takes back when this process ends.
// Usage: node bench/write-xls.mjs rows.json out.xls
import fs from 'node:fs';
import { utils, write } from '@e965/xlsx';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  process.stderr.write('usage: node bench/write-xls.mjs rows.json out.xls\n');
  process.exit(2);
}
const aoa = JSON.parse(fs.readFileSync(input, 'utf8'));
const book = utils.book_new();
utils.book_append_sheet(book, utils.aoa_to_sheet(aoa, { dense: true }), 'Sheet1');
const bookType = output.endsWith('.xlsx') ? 'xlsx' : 'xls';
fs.writeFileSync(`${output}.part`, write(book, { bookType, type: 'buffer' }));
fs.renameSync(`${output}.part`, output);
