/** Placeholder until the screen lands. */
export function AssignmentEntryPage() {
  return null;
}
