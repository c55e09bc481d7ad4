/**
 * The text of a failed save for the snackbar. Some saves answer their message in `data`, also on
 * failure (type and title, spec part 1 sections 7-8), so the data text wins when there is one,
 * else the message.
 */
import { ApiError } from '../../lib/api';

export function failureText(err: unknown): string {
  if (err instanceof ApiError)
    return typeof err.data === 'string' && err.data !== '' ? err.data : err.message;
  return err instanceof Error ? err.message : String(err);
}
