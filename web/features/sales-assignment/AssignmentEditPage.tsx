/** Placeholder until the screen lands. */
export function AssignmentEditPage() {
  return null;
}
