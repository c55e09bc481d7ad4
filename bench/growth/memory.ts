/**
 * The bench process's memory during one piece of work (the seed): its peak RSS, exact on Linux
 * (VmHWM, reset through /proc/self/clear_refs first), and the peak of the V8 heap the seed's arrays
 * live in, sampled. The heap is what a bigger seed would run out of: Node stops at its limit
 * however much memory the machine has.
 */
import fs from 'node:fs';
import v8 from 'node:v8';

export interface MemoryPeak {
  /** Undefined where /proc cannot tell it. */
  rssBytes: number | undefined;
  heapBytes: number;
  heapLimitBytes: number;
}

function highWaterMark(): number | undefined {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const kib = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) * 1024;
  } catch {
    return undefined;
  }
}

function resetHighWaterMark(): void {
  try {
    // '5' resets the peak RSS to the current RSS (Linux 4.0 and later).
    fs.writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: the peak then covers the process's whole life, said by the caller's note.
  }
}

const SAMPLE_MS = 50;

export async function withMemoryPeak<T>(work: () => Promise<T>): Promise<{ value: T; peak: MemoryPeak }> {
  resetHighWaterMark();
  let heapBytes = v8.getHeapStatistics().used_heap_size;
  // Samples between the seed's awaits: its big arrays are held across them, so the peak is seen.
  const sampler = setInterval(() => {
    heapBytes = Math.max(heapBytes, v8.getHeapStatistics().used_heap_size);
  }, SAMPLE_MS);
  try {
    const value = await work();
    heapBytes = Math.max(heapBytes, v8.getHeapStatistics().used_heap_size);
    return {
      value,
      peak: { rssBytes: highWaterMark(), heapBytes, heapLimitBytes: v8.getHeapStatistics().heap_size_limit },
    };
  } finally {
    clearInterval(sampler);
  }
}
