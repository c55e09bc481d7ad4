/**
 * The page a logged-out user asked for, kept through the login: the login guard passes it in the
 * navigation state, and the login page returns there. Only a path of this app is followed, never
 * another site ('//host', '/\\host') nor the login page itself.
 */

export interface ReturnState {
  from: string;
}

/** The state the login guard hands to the login page for the location asked for. */
export const returnStateOf = (location: { pathname: string; search: string; hash: string }): ReturnState => ({
  from: `${location.pathname}${location.search}${location.hash}`,
});

/** Where to go after login: the path asked for when it is a safe path of this app, else Home. */
export function returnPathOf(state: unknown): string {
  const from = (state as Partial<ReturnState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return '/';
  }
  if (/^\/login(?:[/?#]|$)/i.test(from) || /\p{Cc}/u.test(from)) return '/';
  return from;
}
