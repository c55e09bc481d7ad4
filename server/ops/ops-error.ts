/**
 * A refusal or failure of `npm run backup` / `npm run restore` that the person running them can act
 * on: the command prints its message alone (no stack) and exits non-zero.
 */
export class OpsError extends Error {
  override name = 'OpsError';
}
