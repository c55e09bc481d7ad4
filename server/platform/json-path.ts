/** Paths into a parsed JSON value, as the field names of a validation message ('rows.3.code'). */

/** A path into a parsed value, kept as links to the parent: one step costs the same at any depth. */
export interface PathLink {
  key: string | number;
  parent: PathLink | undefined;
}

/** The path's keys joined with dots ('filters.__proto__'), root first. */
export function pathOf(link: PathLink | undefined, last?: string | number): string {
  const keys: (string | number)[] = last === undefined ? [] : [last];
  for (let at = link; at !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}
