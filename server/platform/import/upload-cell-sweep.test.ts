/**
 * Every column of every call whose body carries rows, one at a time: a NUL or a lone surrogate in
 * it never answers 500. An upload check (implementUpload) fails the row that holds it, with its
 * reason, and answers 200; any other call of rows (a submit, the calendar, incentive adjustments)
 * refuses the call with a 400 naming the row and the field. PGlite, and PostgreSQL when
 * DATABASE_URL is set. The rows are the simplest values each field accepts, not demo data: the
 * point is the cell, whatever else the row's rules find.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../../../common/messages';
import { allImplementations } from '../../modules';
import { startTestApp, type TestApp } from '../../test/harness';
import type { Implementation } from '../implement';

let t: TestApp;
let ho: string;
let calls: Implementation[];
beforeAll(async () => {
  t = await startTestApp();
  ho = await t.login('ho.admin');
  calls = allImplementations(t.config).filter((i) => i.def.method === 'POST' && !i.def.file);
});
afterAll(() => t.close());

const BAD = ['\u0000', '\ud800'];
/** The values tried for a field, the first one it accepts taken (a cell sent as text or number). */
const CANDIDATES: unknown[] = ['2026-12-01', '1', 1, 'Y', true];

/** Fields the old screens send beside the cells and the server does not read (it decides anew). */
const NOT_READ = new Set([
  'MonthID',
  'UserID',
  'isValid',
  'Reason',
  'ISVALID',
  'userIdUpdate',
  'USERIDUPDATE',
]);
/** Uploads whose own test sweeps their columns with real rows: a file-level rule comes first. */
const OWN_SWEEP = new Set(['/mapping-sales-assignment/validation', '/mapping-sales-assignment/upload']);

/** The schema inside optional, nullable, default and pipe wrappers. */
function bare(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return bare(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return bare(schema.in as z.ZodType);
  return schema;
}

/** One shape of a body of rows: how to wrap rows into it, and the schema of a row. */
interface RowsShape {
  body: (rows: Record<string, unknown>[]) => unknown;
  row: z.ZodObject;
  /** How the rows' path begins in a 400's message ('' for a body that is the array). */
  prefix: string;
}

/** The bodies of rows a call's input takes: an array of objects, or an object with one (excelData). */
function rowShapes(schema: z.ZodType): RowsShape[] {
  const s = bare(schema);
  if (s instanceof z.ZodUnion) return (s.options as z.ZodType[]).flatMap(rowShapes);
  if (s instanceof z.ZodArray) {
    const element = bare(s.element as z.ZodType);
    return element instanceof z.ZodObject ? [{ body: (rows) => rows, row: element, prefix: '' }] : [];
  }
  if (!(s instanceof z.ZodObject)) return [];
  const shape = s.shape as Record<string, z.ZodType>;
  const arrays = Object.entries(shape).filter(([, field]) => {
    const f = bare(field);
    return f instanceof z.ZodArray && bare(f.element as z.ZodType) instanceof z.ZodObject;
  });
  if (arrays.length !== 1) return [];
  const [key, array] = arrays[0] as [string, z.ZodType];
  const others = Object.fromEntries(
    Object.entries(shape)
      .filter(([name]) => name !== key)
      .map(([name, field]) => [name, accepted(field)]),
  );
  return [
    {
      body: (rows) => ({ ...others, [key]: rows }),
      row: bare((bare(array) as z.ZodArray).element as z.ZodType) as z.ZodObject,
      prefix: `${key}.`,
    },
  ];
}

const schema = (shape: RowsShape, field: string) =>
  (shape.row.shape as Record<string, z.ZodType>)[field] as z.ZodType;

/** The first candidate the field accepts ('1' for most, a date for a date). */
function accepted(field: z.ZodType): unknown {
  return CANDIDATES.find((value) => field.safeParse(value).success) ?? '1';
}

/**
 * A row of the simplest accepted values; the fields that take any text (a sheet's cells), and those
 * that take text of a form only (a whole number the screen adds, such as userORGID), which the
 * call's validation refuses with a 400 naming the field.
 */
function simplestRow(row: z.ZodObject) {
  const shape = row.shape as Record<string, z.ZodType>;
  const values = Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, accepted(field)]));
  const takesText = (field: z.ZodType) =>
    field.safeParse('1').success || field.safeParse('2026-12-01').success;
  const textFields = Object.entries(shape)
    .filter(([, field]) => takesText(field))
    .map(([name, field]) => ({ name, free: field.safeParse('X').success }));
  return { values, textFields };
}

describe('a NUL or lone surrogate in any cell of any call of rows', () => {
  it('is found in the calls that take rows, uploads among them', () => {
    const withRows = calls.filter((c) => rowShapes(c.def.input).length > 0);
    expect(withRows.filter((c) => c.sheetRows).map((c) => c.def.path)).toEqual(
      expect.arrayContaining([
        '/structure/role/upload',
        '/target/upload',
        '/target/uploadcab',
        '/call-management/validation',
        '/call-management/validationmastercall',
      ]),
    );
    expect(withRows.length).toBeGreaterThan(10);
  });

  it('fails the row of an upload check, or refuses any other call naming the cell, never 500', async () => {
    const seen: string[] = [];
    const missed: string[] = [];
    for (const call of calls) {
      for (const shape of rowShapes(call.def.input)) {
        const { values, textFields } = simplestRow(shape.row);
        for (const { name: field, free } of textFields) {
          for (const bad of BAD) {
            // After the value, or alone where the field holds one character (isValid).
            const cell = [`${String(values[field])}${bad}`, bad].find(
              (v) => schema(shape, field).safeParse(v).success,
            );
            const broken = { ...values, [field]: cell ?? bad };
            const res = await t.call('POST', `/api${call.def.path}`, shape.body([broken, values]), ho);
            const what = `${call.def.path} ${field} ${JSON.stringify(bad)}: ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).not.toBe(500);
            if (call.sheetRows && free) {
              // 422: an upload that one failed row refuses whole (Upload Target) names that row.
              expect([200, 422], what).toContain(res.statusCode);
              const named = res.body.includes(messages.reasonUnstorableText('').trim());
              if (!named && !NOT_READ.has(field) && !OWN_SWEEP.has(call.def.path))
                missed.push(`${call.def.path} ${field}`);
            } else {
              expect(res.statusCode, what).toBe(400);
              expect(res.json().message, what).toContain(`${shape.prefix}0.${field}: `);
              // An upload's field of a form (a number) is refused by its form, which the text fails.
              if (!call.sheetRows)
                expect(res.json().message, what).toContain(messages.refused.textNotStorable);
            }
            seen.push(`${call.def.path} ${field}`);
          }
        }
      }
    }
    expect([...new Set(missed)]).toEqual([]);
    expect(seen.length).toBeGreaterThan(100);
  });
});
