/**
 * Zebra Browser Print, the service Zebra installs on the user's machine to reach its label
 * printers from a web page: GET /default?type=printer names the default printer, GET /available
 * lists the printers, POST /write sends data to one. It listens on http://127.0.0.1:9100, and on
 * https://127.0.0.1:9101 for pages served over https (a page over https may not call http). Writes
 * go as text/plain, a "simple" request that needs no CORS preflight, which Browser Print does not
 * answer. Chrome may ask the user once to allow the page to reach the local network.
 */
import { serverSettings } from '../../lib/server-settings';

export interface ZebraDevice {
  name: string;
  uid: string;
  connection: string;
  deviceType: string;
  provider: string;
  manufacturer: string;
  version?: number;
}

/** No printer answered: Browser Print is not running, not allowed, or knows no printer. */
export class PrinterNotFoundError extends Error {
  constructor() {
    super('no Zebra printer answered');
    this.name = 'PrinterNotFoundError';
  }
}

const LOOKUP_TIMEOUT_MS = 3000;
const WRITE_TIMEOUT_MS = 15_000;

/** The address of Browser Print: the deployment's setting, else the default for the page's protocol. */
export function browserPrintUrl(): string {
  const configured = serverSettings.browserPrintUrl();
  if (configured) return configured;
  return window.location.protocol === 'https:' ? 'https://127.0.0.1:9101' : 'http://127.0.0.1:9100';
}

async function request(path: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  return fetch(`${browserPrintUrl()}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

function isDevice(value: unknown): value is ZebraDevice {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ZebraDevice).uid === 'string' &&
    typeof (value as ZebraDevice).name === 'string'
  );
}

/** Browser Print answers an empty text when it has no default printer. */
async function jsonOrNull(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!res.ok || text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The default printer, else the first printer Browser Print knows. */
export async function findPrinter(): Promise<ZebraDevice> {
  try {
    const chosen = await jsonOrNull(
      await request('/default?type=printer', { method: 'GET' }, LOOKUP_TIMEOUT_MS),
    );
    if (isDevice(chosen)) return chosen;
    const available = (await jsonOrNull(
      await request('/available', { method: 'GET' }, LOOKUP_TIMEOUT_MS),
    )) as {
      printer?: unknown[];
    } | null;
    const first = available?.printer?.find(isDevice);
    if (first) return first;
  } catch {
    // Not running, refused, or timed out: no printer either way.
  }
  throw new PrinterNotFoundError();
}

/** Sends ZPL to the printer. */
export async function writeToPrinter(device: ZebraDevice, zpl: string): Promise<void> {
  let res: Response;
  try {
    res = await request(
      '/write',
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ device, data: zpl }),
      },
      WRITE_TIMEOUT_MS,
    );
  } catch {
    throw new PrinterNotFoundError();
  }
  if (!res.ok) throw new Error(`${device.name}: ${(await res.text()) || res.status}`);
}
