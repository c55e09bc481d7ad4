/**
 * A stand-in for Zebra Browser Print on the test machine: the same three calls on the port the
 * worker's test server names in BROWSER_PRINT_URL (fixtures.ts), answering one Zebra printer and
 * recording every write, its content type, and any CORS preflight (Browser Print answers none, so
 * the page must send its writes as text/plain). A test that does not start it meets a machine
 * without Browser Print.
 */
import http from 'node:http';
import { workerServer } from './worker-server';

export const FAKE_PRINTER = {
  name: 'ZD421 (test)',
  uid: 'ZD421-TEST-0001',
  connection: 'usb',
  deviceType: 'printer',
  provider: 'com.zebra.ds.webdriver.desktop.provider.DefaultDeviceProvider',
  manufacturer: 'Zebra Technologies',
  version: 4,
};

export interface PrinterWrite {
  device: { uid: string; name: string };
  data: string;
  contentType: string;
}

export interface FakeBrowserPrint {
  writes: PrinterWrite[];
  preflights: number;
  stop(): Promise<void>;
}

export function browserPrintPort(): number {
  return workerServer().browserPrintPort;
}

export async function startFakeBrowserPrint(): Promise<FakeBrowserPrint> {
  const writes: PrinterWrite[] = [];
  let preflights = 0;
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      preflights++;
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/default') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FAKE_PRINTER));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/available') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ printer: [FAKE_PRINTER] }));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/write') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<PrinterWrite, 'contentType'>;
        writes.push({ ...body, contentType: req.headers['content-type'] ?? '' });
        res.writeHead(200).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(browserPrintPort(), '127.0.0.1', resolve);
  });
  return {
    writes,
    get preflights() {
      return preflights;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
