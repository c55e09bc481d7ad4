/** Placeholder until the screen lands. */
export function UnmappingSalesPage() {
  return null;
}
