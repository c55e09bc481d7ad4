/** Placeholder until the screen lands. */
export function AssignmentOverviewPage() {
  return null;
}
