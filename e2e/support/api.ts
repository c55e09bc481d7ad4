/**
 * Calls of the API as the screens make them, with the session of the page (its cookie) and the
 * development api-key: the URL comes from the contract's declaration of the call
 * (server/test/contract-post.ts, which the API tests' `t.post` uses too), and the answer's data is
 * typed by the call's output.
 */
import { expect, type Page } from '@playwright/test';
import type { CallOutput } from '../../common/contract/define';
import { type PostCall, postUrl } from '../../server/test/contract-post';

const API_KEY = 'armada-dev-key';

/** The status of a POST call and its envelope's data (which a refusal does not hold). */
export async function answerOf<C extends PostCall>(
  page: Page,
  def: C,
  data: unknown,
): Promise<{ status: number; data: CallOutput<C> }> {
  const res = await page.request.post(postUrl(def), { headers: { 'api-key': API_KEY }, data });
  return { status: res.status(), data: ((await res.json()) as { data: CallOutput<C> }).data };
}

/** The data of a POST call that must succeed. */
export async function postCall<C extends PostCall>(
  page: Page,
  def: C,
  data: unknown,
): Promise<CallOutput<C>> {
  const res = await page.request.post(postUrl(def), { headers: { 'api-key': API_KEY }, data });
  expect(res.ok(), `${def.path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: CallOutput<C> }).data;
}

/** The body of the next request the page sends to a call. */
export function nextBody(page: Page, def: PostCall): Promise<Record<string, unknown>> {
  const url = postUrl(def);
  return page
    .waitForRequest((r) => new URL(r.url()).pathname === url && r.method() === 'POST')
    .then((r) => r.postDataJSON() as Record<string, unknown>);
}

/** The data of the page's next answer from a call, typed by the call's output. */
export function nextAnswer<C extends PostCall>(page: Page, def: C): Promise<CallOutput<C>> {
  const url = postUrl(def);
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === url && r.request().method() === 'POST')
    .then(async (r) => ((await r.json()) as { data: CallOutput<C> }).data);
}
