/**
 * Type and title saves answer their message in `data` (spec part 1 sections 7-8), also on
 * failure, so a failure shows the data text when there is one, else the message.
 */
import { ApiError } from '../../lib/api';

export function failureText(err: unknown): string {
  if (err instanceof ApiError)
    return typeof err.data === 'string' && err.data !== '' ? err.data : err.message;
  return err instanceof Error ? err.message : String(err);
}
