/**
 * The field app's HTTP calls as a phone makes them, over real HTTP (fetch): the api-key header,
 * the field app's key as the bearer token and the rep's session in Field-Session. Each call's time
 * is kept under its name, for the p50/p99 of the report.
 */
import { summarise, type Timings } from '../load';

export interface FieldTarget {
  /** The server's base URL, e.g. http://127.0.0.1:3000 */
  url: string;
  apiKey: string;
  fieldKey: string;
}

export interface FieldAnswer<T> {
  status: number;
  /** The envelope's data on a 200 success; undefined otherwise. */
  data: T | undefined;
  text: string;
}

/** A call that got no answer at all: refused connection, reset, timeout (the server gone). */
export class NoAnswer extends Error {}

/** Every call's milliseconds by name ('POST /field/visits'), answered or not. */
export class CallTimes {
  private readonly samples = new Map<string, number[]>();
  add(name: string, ms: number): void {
    const list = this.samples.get(name) ?? [];
    list.push(ms);
    this.samples.set(name, list);
  }
  summary(): Map<string, Timings> {
    return new Map([...this.samples].map(([name, list]) => [name, summarise(list)]));
  }
  /** Drops every sample: the next phase's figures are its own. */
  clear(): void {
    this.samples.clear();
  }
}

export async function fieldCall<T>(
  target: FieldTarget,
  times: CallTimes,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; session?: string; query?: string; timeoutMs?: number } = {},
): Promise<FieldAnswer<T>> {
  const started = performance.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${target.url}/api${path}${options.query ? `?${options.query}` : ''}`, {
      method,
      headers: {
        'api-key': target.apiKey,
        authorization: `Bearer ${target.fieldKey}`,
        ...(options.session ? { 'field-session': options.session } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
    });
    text = await res.text();
  } catch (err) {
    throw new NoAnswer(`${method} ${path}: no answer (${err instanceof Error ? err.message : String(err)})`);
  }
  times.add(`${method} ${path}`, performance.now() - started);
  let data: T | undefined;
  if (res.status === 200) {
    try {
      const body = JSON.parse(text) as { success?: boolean; data?: T };
      if (body.success) data = body.data;
    } catch {
      // Not the JSON envelope: left undefined, the caller reports the text.
    }
  }
  return { status: res.status, data, text };
}

/** The data of a 200 answer, or an error naming the call and the server's answer. */
export function dataOrThrow<T>(answer: FieldAnswer<T>, what: string): T {
  if (answer.data === undefined)
    throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.data;
}
