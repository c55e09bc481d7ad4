/** Schemas that several contracts share. */
import { z } from 'zod';

/** A calendar date as the spec stores it: 'YYYY-MM-DD'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** Y or N flags (collector, secondary position). */
export const yesNo = z.enum(['Y', 'N']);

/** Numbers that older clients send as strings. */
export const looseInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

export const branch = z.object({
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  BRANCH_DESC: z.string(),
});
export type Branch = z.infer<typeof branch>;

/** Server paging, sorting and search of a list screen. Export calls take the same minus paging. */
export const listQuery = z.object({
  page: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(100).default(100),
  search: z.string().max(200).default(''),
  sortField: z.string().max(64).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** A page of a server-paged list. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });
