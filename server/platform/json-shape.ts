/**
 * The shape of a JSON body, checked in one pass over its text before it is parsed: how deep it
 * nests and how many arrays and objects it holds. Parsing and walking a body costs time in
 * proportion to what it holds, and a walk of a deep one costs stack: a body of 20,000 nested
 * arrays once overflowed the stack (a 500) after seconds of CPU, and a 200,000-row upload to a call
 * that takes 60,000 was parsed, walked and validated before it was refused. Both are refused here
 * in milliseconds, before anything else looks at them.
 */
import { z } from 'zod';

/** No call's body nests deeper than a few levels (rows of an upload: 3); 64 leaves room for all. */
export const MAX_BODY_DEPTH = 64;

/**
 * Room above what a call's schema allows: a client may send keys the schema does not name (they
 * are dropped), and those may hold arrays or objects. Half again, plus a thousand, keeps a body of
 * twice the rows a call takes out, and lets any honest body through.
 */
const SLACK = 1.5;
const SLACK_ITEMS = 1000;

/**
 * Arrays and objects a body of a call whose schema sets no bound may hold: as much as the largest
 * bounded call (an upload of 100,000 rows) with its room.
 */
export const UNBOUNDED_BODY_ITEMS = 151_000;

export type ShapeRefusal = { kind: 'depth' } | { kind: 'items'; limit: number };

/**
 * Why the body must not be parsed, or undefined. Malformed text is left to JSON.parse, which says
 * it is not JSON; a string is skipped whole with indexOf, so the pass costs little beside the parse.
 */
export function refusedShape(text: string, maxItems: number): ShapeRefusal | undefined {
  let depth = 0;
  let items = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = endOfString(text, i);
      if (i < 0) return undefined;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      items++;
      if (depth > MAX_BODY_DEPTH) return { kind: 'depth' };
      if (items > maxItems) return { kind: 'items', limit: maxItems };
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return undefined;
}

/** The index of the quote closing the string opened at `open`, or -1 when it is never closed. */
function endOfString(text: string, open: number): number {
  let at = open + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return -1;
    // A quote after an odd number of backslashes is escaped: part of the string.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  additionalProperties?: boolean | JsonSchemaNode;
  items?: JsonSchemaNode | JsonSchemaNode[];
  prefixItems?: JsonSchemaNode[];
  maxItems?: number;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  $ref?: string;
}

/** The most arrays and objects a value of the schema holds; Infinity where the schema sets no bound. */
function itemsOf(node: JsonSchemaNode): number {
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return Math.max(0, ...choices.map(itemsOf));
  if (node.allOf) return Math.max(0, ...node.allOf.map(itemsOf));
  if (node.$ref !== undefined || node.type === undefined) return Number.POSITIVE_INFINITY;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  let most = 0;
  if (types.includes('array')) {
    const tuple = node.prefixItems ?? (Array.isArray(node.items) ? node.items : undefined);
    if (tuple) most = Math.max(most, 1 + tuple.reduce((sum, n) => sum + itemsOf(n), 0));
    else if (node.maxItems === undefined) return Number.POSITIVE_INFINITY;
    else most = Math.max(most, 1 + node.maxItems * (node.items ? itemsOf(node.items as JsonSchemaNode) : 0));
  }
  if (types.includes('object')) {
    // Keys beyond the declared ones may hold anything (a passthrough object).
    if (node.additionalProperties !== undefined && node.additionalProperties !== false)
      return Number.POSITIVE_INFINITY;
    const inner = Object.values(node.properties ?? {}).reduce((sum, n) => sum + itemsOf(n), 0);
    most = Math.max(most, 1 + inner);
  }
  return most;
}

/**
 * The most arrays and objects a call's body may hold, from its input schema (an upload's row limit
 * gives its rows) with room to spare, capped at UNBOUNDED_BODY_ITEMS where the schema sets no bound.
 */
export function bodyItemLimit(input: z.ZodType): number {
  let items: number;
  try {
    items = itemsOf(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode);
  } catch {
    // A schema JSON Schema cannot describe: no bound from it.
    items = Number.POSITIVE_INFINITY;
  }
  return Math.min(Math.ceil(items * SLACK) + SLACK_ITEMS, UNBOUNDED_BODY_ITEMS);
}
