/** Load and timing helpers: autocannon for concurrent load, a plain loop for sequential calls. */
import autocannon from 'autocannon';

export interface LoadResult {
  p50: number;
  p99: number;
  /** Mean requests per second over the run. */
  rps: number;
  total: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface LoadOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}

/**
 * Loads `url` for `seconds` with `connections` concurrent connections. Latency percentiles come from
 * every 2xx response time as autocannon measures it (its own histogram rounds to whole ms, too
 * coarse for a sub-millisecond floor).
 */
export function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    const instance = autocannon(
      {
        url,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.body === undefined ? {} : { body: options.body }),
        connections: options.connections ?? 50,
        duration: options.seconds ?? 10,
      },
      (err, result) => {
        if (err) return reject(err);
        const t = summarise(samples);
        resolve({
          p50: t.p50,
          p99: t.p99,
          rps: result.requests.average,
          total: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    });
  });
}

export interface Timings {
  p50: number;
  p99: number;
  min: number;
  max: number;
  count: number;
}

/** The q-th quantile (0..1) of sorted samples, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarise(samples: number[]): Timings {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    count: sorted.length,
  };
}

/** The median of unsorted samples (nearest rank): a few timed runs of a heavy call. */
export const median = (samples: number[]) =>
  quantile(
    [...samples].sort((a, b) => a - b),
    0.5,
  );

/** Milliseconds one run of `work` takes, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** Runs `work` `count` times one after another (after `warmup` untimed runs) and summarises. */
export async function sequential(count: number, work: () => Promise<unknown>, warmup = 2): Promise<Timings> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push((await timed(work)).ms);
  return summarise(samples);
}
