/**
 * Runs sheet work (sheet-jobs.ts) in a web worker when the work is big and the browser has
 * workers, else on the page's thread. The sheet code (SheetJS) loads only when first needed, on
 * either side. A worker that cannot start (its script could not be fetched) leaves the work to the
 * page's thread, whose chunk fails like a call when the server cannot be reached: an ApiError of
 * kind `unreachable`, which the screen shows and lets the user try again.
 */
import { type CallOptions, loadChunk } from '../../lib/api';
import type { SheetJob, SheetJobResult } from './sheet-jobs';

async function onPage<J extends SheetJob>(job: J, options: CallOptions): Promise<SheetJobResult<J>> {
  const { runSheetJob } = await loadChunk(() => import('./sheet-jobs'), options);
  return runSheetJob(job);
}

function inWorker<J extends SheetJob>(job: J): Promise<SheetJobResult<J>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SheetJobResult<J>>) => {
      worker.terminate();
      resolve(event.data);
    };
    // Also a worker whose script could not be fetched: the event then carries no message.
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The sheet worker could not start.'));
    };
    // The job is copied, not transferred: the page's thread still holds it if the worker fails.
    worker.postMessage(job);
  });
}

/**
 * The job's result. `big`: worth a worker (starting one and loading SheetJS into it costs more
 * than a small sheet). `options.silent`: the caller shows a failure itself.
 */
export async function sheetWork<J extends SheetJob>(
  job: J,
  big: boolean,
  options: CallOptions = {},
): Promise<SheetJobResult<J>> {
  if (!big || typeof Worker === 'undefined') return onPage(job, options);
  try {
    return await inWorker(job);
  } catch {
    // A browser or a page that cannot start the worker still does the work, on the page's thread.
    return onPage(job, options);
  }
}
