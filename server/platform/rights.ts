/**
 * Rights per screen: a call is open to a user whose menu holds one of the screens that make it
 * (the call's `access.screens` in the contract). The menu is read at login and its screens stored
 * with the session, so the check is a lookup in a short list.
 */
import type { Access } from '../../common/contract/define';
import { screenKey } from '../../common/modules';

/** True when a session whose menu opens these screens may make a call of this access. */
export function mayCall(access: Access, sessionScreens: readonly string[]): boolean {
  if (access === 'public' || access === 'session') return true;
  // The field app's calls take its key, never a back-office session.
  if (access === 'field-app' || access === 'field-rep' || access === 'integration') return false;
  return access.screens.some((screen) => sessionScreens.includes(screenKey(screen)));
}
