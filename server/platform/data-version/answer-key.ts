/**
 * The key of a kept answer: its name and everything that decides it (the caller's scope, every
 * filter and the search), written as JSON with its object keys sorted, so the same selection
 * always gives the same key and two selections never share one.
 */

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sorted(v)]));
  }
  return value;
}

export function answerKey(name: string, decidedBy: Record<string, unknown>): string {
  return `${name}:${JSON.stringify(sorted(decidedBy))}`;
}
