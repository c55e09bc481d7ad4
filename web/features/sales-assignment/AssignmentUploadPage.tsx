/** Placeholder until the screen lands. */
export function AssignmentUploadPage() {
  return null;
}
