/**
 * A POST of the contract as tests send it: the URL comes from the call's declaration, never typed
 * again, so a renamed or removed call fails the type-check of every test that sends it. The body
 * is sent as the test gives it (tests send what the server must refuse too). The API tests post
 * through `TestApp.post` (harness.ts), the browser tests through `postCall` (e2e/support/api.ts).
 */
import type { z } from 'zod';
import type { CallDef } from '../../common/contract/define';

/** A POST call of the contract. */
export type PostCall = CallDef<z.ZodType, z.ZodType, 'POST'>;

/** The URL of a POST call, as the web client builds it (POST paths hold no parameters). */
export function postUrl(def: PostCall): string {
  return `/api${def.path}`;
}
