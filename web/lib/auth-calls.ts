/**
 * The calls the app shell makes itself: log in (the login page) and log out (the top bar and the
 * session modal). They are declared in the one contract like every other call, but their
 * declarations are imported on first use: the contract is built from zod schemas, which would add
 * about 26 KB gzip (an eighth) to the login page's first load, while the client needs only a call's
 * method and path. Screens import the contract directly; they load lazily anyway.
 */
import type { auth } from '../../common/contract/auth';
import type { CallInput, CallOutput } from '../../common/contract/define';
import { type CallOptions, call } from './api';

type AuthCalls = typeof auth;

let loading: Promise<AuthCalls> | undefined;

function authCalls(): Promise<AuthCalls> {
  loading ??= import('../../common/contract/auth').then(
    (module) => module.auth,
    (err: unknown) => {
      // A failed load (network) is tried again by the next call instead of failing for good.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Starts loading the declarations ahead of the first call (the login page does so as the user types). */
export function prepareAuthCalls(): void {
  authCalls().catch(() => {
    // Nothing to report yet: the call itself loads again and fails visibly if it must.
  });
}

export async function logIn(
  input: CallInput<AuthCalls['login']>,
  options?: CallOptions,
): Promise<CallOutput<AuthCalls['login']>> {
  return call((await authCalls()).login, input, options);
}

export async function logOut(options?: CallOptions): Promise<void> {
  await call((await authCalls()).logout, {}, options);
}

/** Changes the caller's own password; answers a new session, as the login does. */
export async function changePassword(
  input: CallInput<AuthCalls['changePassword']>,
  options?: CallOptions,
): Promise<CallOutput<AuthCalls['changePassword']>> {
  return call((await authCalls()).changePassword, input, options);
}
