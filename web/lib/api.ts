/**
 * The one HTTP client: call(contract.module.call, input) sends the call its contract declares and
 * answers the typed `data`. Every failure is shown in the top snackbar (unless the caller opts
 * out) and thrown as ApiError; an ended session opens the session modal.
 */
import type { z } from 'zod';
import type { CallDef } from '../../common/contract/define';
import { fillPath } from '../../common/contract/define';
import { messages } from '../../common/messages';

/**
 * The api-key every call carries (spec part 1 section 6). The server writes its key into a meta
 * tag of index.html; the Vite dev server has none and uses the development key.
 */
export const API_KEY: string =
  document.querySelector<HTMLMetaElement>('meta[name="armada-api-key"]')?.content || 'armada-dev-key';

/**
 * What kind of failure a call or a chunk of the app's code met: `unreachable` never reached the
 * server (offline, server down, connection dropped), so the same step may simply be tried again;
 * `answer` is the server's own refusal or an answer it could not give, which says what to change.
 */
export type FailureKind = 'unreachable' | 'answer';

/** Status of a failure that has no HTTP answer: the request never reached the server. */
const UNREACHABLE_STATUS = 0;

export class ApiError extends Error {
  readonly kind: FailureKind;

  constructor(
    message: string,
    readonly status: number,
    /** Some answers carry data beside a failure (type and title insert). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = status === UNREACHABLE_STATUS ? 'unreachable' : 'answer';
  }
}

/**
 * A dynamic import that could not fetch its chunk: browsers reject with a TypeError naming the
 * module ('Failed to fetch dynamically imported module', 'error loading dynamically imported
 * module', 'Importing a module script failed.'), and the bundler's preload of a chunk's styles
 * with 'Unable to preload CSS'. An error thrown while a fetched module runs is a bug, not this.
 */
function isChunkFetchFailure(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return (
    (err instanceof TypeError && /module/i.test(err.message)) || /Unable to preload CSS/.test(err.message)
  );
}

/**
 * Whether the server answers at all. A chunk fails alike when the server is down and when a new
 * deployment replaced it; only the first passes by trying again, the second needs a reload.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin' });
    return true;
  } catch {
    return false;
  }
}

/** True when a call or a chunk failed because the server could not be reached: trying again may work. */
export function isUnreachable(err: unknown): err is ApiError {
  return err instanceof ApiError && err.kind === 'unreachable';
}

/** The sentence a screen shows for a failure: the server's message (or that it could not be reached), else that something went wrong. */
export function failureMessage(err: unknown): string {
  return err instanceof ApiError ? err.message : messages.somethingWrong;
}

type Listener = (message: string) => void;
const errorListeners = new Set<Listener>();
const sessionEndedListeners = new Set<() => void>();

/** The snackbar subscribes here to show every failure. */
export function onApiError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** The main layout subscribes here to open the 'Session anda telah habis' modal. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

interface EnvelopeBody {
  success?: boolean;
  data?: unknown;
  message?: string;
}

export interface CallOptions {
  /** Do not show a failure in the snackbar; the caller handles it. */
  silent?: boolean;
  signal?: AbortSignal;
}

async function send(def: CallDef, input: unknown, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'api-key': API_KEY };
  let url: string;
  let body: string | undefined;
  if (def.method === 'GET') {
    const { path, rest } = fillPath(def.path, (input ?? {}) as Record<string, unknown>);
    const query = new URLSearchParams(
      Object.entries(rest)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    url = `/api${path}${query ? `?${query}` : ''}`;
  } else {
    url = `/api${def.path}`;
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  return fetch(url, { method: def.method, headers, body, credentials: 'same-origin', signal });
}

function fail(message: string, status: number, data: unknown, options: CallOptions): never {
  if (status === 401) for (const l of sessionEndedListeners) l();
  else if (!options.silent) for (const l of errorListeners) l(message);
  throw new ApiError(message, status, data);
}

/**
 * Sends the call; a request that never reached the server (offline, server down, connection
 * dropped) fails with one sentence a user can act on instead of the browser's 'Failed to fetch'.
 */
async function reach(def: CallDef, input: unknown, options: CallOptions): Promise<Response> {
  try {
    return await send(def, input, options.signal);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return fail(messages.serverUnreachable, UNREACHABLE_STATUS, null, options);
  }
}

/**
 * Loads a chunk of the app's code on first use (a screen, SheetJS, a worker's fallback): a chunk
 * that cannot be fetched while the server cannot be reached fails like a call that never reached
 * it, in the snackbar (unless silent) and as an ApiError of kind `unreachable`, so the step that
 * needed it can say so and be tried again (browsers fetch a failed module anew on the next
 * import). A chunk missing from a server that answers, and any other error, is thrown as it is.
 */
export async function loadChunk<T>(load: () => Promise<T>, options: CallOptions = {}): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (!isChunkFetchFailure(err) || (await serverAnswers())) throw err;
    return fail(messages.serverUnreachable, UNREACHABLE_STATUS, null, options);
  }
}

/**
 * The envelope of an answer, or the failure it stands for. An answer that is not the server's
 * JSON (a proxy's error page, a cut connection) gets a clear sentence with its status.
 */
async function envelopeOf(res: Response, options: CallOptions): Promise<EnvelopeBody> {
  let envelope: EnvelopeBody | null = null;
  try {
    envelope = (await res.json()) as EnvelopeBody | null;
  } catch {
    // Read below: no JSON.
  }
  if (envelope === null || typeof envelope !== 'object') {
    return fail(messages.serverAnswerUnreadable(res.status), res.status, null, options);
  }
  if (!res.ok || !envelope.success) {
    const message =
      envelope.message ??
      (typeof envelope.data === 'string' ? envelope.data : messages.serverAnswerUnreadable(res.status));
    return fail(message, res.status, envelope.data ?? null, options);
  }
  return envelope;
}

export async function call<C extends CallDef>(
  def: C,
  input: z.input<C['input']>,
  options: CallOptions = {},
): Promise<z.output<C['output']>> {
  const envelope = await envelopeOf(await reach(def, input, options), options);
  return envelope.data as z.output<C['output']>;
}

/** Like call, and also answers the envelope's message (for the success snackbar). */
export async function callWithMessage<C extends CallDef>(
  def: C,
  input: z.input<C['input']>,
  options: CallOptions = {},
): Promise<{ data: z.output<C['output']>; message: string | undefined }> {
  const envelope = await envelopeOf(await reach(def, input, options), options);
  return { data: envelope.data as z.output<C['output']>, message: envelope.message };
}

/** A file answer (exports, photos) with the name the server gives; a failure shows like any other. */
export async function fetchFile<C extends CallDef>(
  def: C,
  input: z.input<C['input']>,
  options: CallOptions = {},
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const res = await reach(def, input, options);
  // A failed file call answers the JSON envelope, whose message the snackbar shows.
  if (!res.ok) await envelopeOf(res, options);
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return fail(messages.serverUnreachable, UNREACHABLE_STATUS, null, options);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)/.exec(disposition);
  return { blob, fileName: match?.[1] ? decodeURIComponent(match[1]) : undefined };
}

/** Downloads a file answer (exports) and saves it under the name the server gives. */
export async function download<C extends CallDef>(def: C, input: z.input<C['input']>, fallbackName: string) {
  const { blob, fileName } = await fetchFile(def, input);
  saveBlob(blob, fileName ?? fallbackName);
}

/** Offers a blob to the user as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
