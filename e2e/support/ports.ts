/** Free TCP ports for the Armada servers the browser tests start. */
import { execFileSync } from 'node:child_process';
import net from 'node:net';

const PICK_PORT = `
const server = require('node:net').createServer();
server.listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });
`;

/**
 * A port that is free now, found synchronously (playwright.config.ts cannot await): a short child
 * process lets the system choose one.
 */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', PICK_PORT], { encoding: 'utf8' }));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
