/**
 * The bench table: one row per measure, one column per database, and a note. Rendered as
 * markdown, printed and written to bench/results/latest.md.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Row {
  measure: string;
  values: Map<string, string>;
  note: string;
}

export class Report {
  private readonly rows: Row[] = [];
  private readonly columns: string[] = [];
  private readonly header: string[] = [];

  /** A line above the table (machine, versions, sizes). */
  line(text: string): void {
    this.header.push(text);
  }

  column(label: string): void {
    if (!this.columns.includes(label)) this.columns.push(label);
  }

  /** Sets the value of `measure` for database `column`; the note is kept from the first caller that gives one. */
  set(measure: string, column: string, value: string, note = ''): void {
    this.column(column);
    let row = this.rows.find((r) => r.measure === measure);
    if (!row) {
      row = { measure, values: new Map(), note };
      this.rows.push(row);
    }
    row.values.set(column, value);
    if (!row.note && note) row.note = note;
  }

  markdown(): string {
    const cells = (xs: string[]) => `| ${xs.map((x) => x.replace(/\|/g, '\\|')).join(' | ')} |`;
    const out = [...this.header.map((h) => `${h}  `), ''];
    out.push(cells(['Measure', ...this.columns, 'Note']));
    out.push(cells(['---', ...this.columns.map(() => '---:'), '---']));
    for (const r of this.rows)
      out.push(cells([r.measure, ...this.columns.map((c) => r.values.get(c) ?? '—'), r.note]));
    return `${out.join('\n')}\n`;
  }

  write(file: string): void {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, this.markdown());
  }
}

export const ms = (x: number) => (x >= 100 ? `${Math.round(x)} ms` : `${x.toFixed(1)} ms`);
export const sec = (x: number) => `${(x / 1000).toFixed(2)} s`;
export const ratio = (x: number) => `${x.toFixed(2)}x`;
export const count = (x: number) => Math.round(x).toLocaleString('en-US');
export const bytes = (x: number) =>
  x >= 1024 * 1024 ? `${(x / 1024 / 1024).toFixed(1)} MiB` : `${(x / 1024).toFixed(1)} KiB`;
