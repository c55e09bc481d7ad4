/**
 * The lingering close over a real socket: a client still sending reads the whole answer with no
 * reset, and a client that goes silent, or sends for ever, has its connection closed all the same.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Lingering, lingerOnClose } from './lingering-close';

const ANSWER = '{"message":"too large"}';
let server: http.Server | undefined;

afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/**
 * A server that answers its one request at once, before the body, and closes with a linger;
 * resolves its second promise when the server's side of the socket has closed.
 */
async function answeringServer(lingering: Lingering): Promise<{ port: number; closed: Promise<number> }> {
  let closedAt: (at: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    closedAt = resolve;
  });
  const answering = http.createServer((req, res) => {
    lingerOnClose(req.socket, lingering);
    req.socket.once('close', () => closedAt(Date.now()));
    res
      .writeHead(413, {
        connection: 'close',
        'content-type': 'application/json',
        'content-length': ANSWER.length,
      })
      .end(ANSWER);
  });
  server = answering;
  await new Promise<void>((done) => answering.listen(0, '127.0.0.1', done));
  return { port: (answering.address() as AddressInfo).port, closed };
}

interface Client {
  received: () => string;
  error: () => string | undefined;
  /** When the client stopped sending, or undefined while it still sends. */
  stoppedAt: () => number | undefined;
  destroy: () => void;
}

/** Sends a chunked body for `sendMs`, then goes silent. */
function sendFor(port: number, sendMs: number): Client {
  // Half-open, as a browser uploading: the server's end does not stop it sending.
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let received = '';
  let error: string | undefined;
  let stoppedAt: number | undefined;
  const piece = ' '.repeat(16 * 1024);
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', (e) => {
    error = e.message;
  });
  socket.write('POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
  const started = Date.now();
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    if (Date.now() - started >= sendMs) {
      clearInterval(timer);
      stoppedAt = Date.now();
      return;
    }
    socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
  }, 5);
  return {
    received: () => received,
    error: () => error,
    stoppedAt: () => stoppedAt,
    destroy: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe('lingerOnClose', () => {
  it('lets a client still sending read the whole answer with no reset, and closes once it is silent', async () => {
    const { port, closed } = await answeringServer({ totalMs: 10_000, idleMs: 200 });
    const client = sendFor(port, 600);
    const closedAt = await closed;
    const stoppedAt = client.stoppedAt();
    client.destroy();
    expect(client.error()).toBeUndefined();
    expect(client.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(client.received().endsWith(`\r\n\r\n${ANSWER}`)).toBe(true);
    // Open while the client sent, closed within two idle checks of its silence.
    expect(stoppedAt).toBeDefined();
    expect(closedAt - (stoppedAt ?? 0)).toBeGreaterThanOrEqual(0);
    expect(closedAt - (stoppedAt ?? 0)).toBeLessThan(1_000);
  });

  it('closes a client that never stops sending once the total time is up', async () => {
    const { port, closed } = await answeringServer({ totalMs: 400, idleMs: 100 });
    const client = sendFor(port, 60_000);
    await closed;
    const stoppedAt = client.stoppedAt();
    client.destroy();
    expect(client.received()).toMatch(/^HTTP\/1\.1 413/);
    // Cut off while it was still sending.
    expect(stoppedAt).toBeUndefined();
  });
});
