/**
 * The shutdown's order and its bound, on a bare Fastify app over a real socket: new connections
 * are refused at once, a request in flight is answered, what closes with the app closes before
 * the database, and the process is told to exit 0, neither a spare connection nor a download
 * still being sent holding it; a request that never ends does not hold it past the bound: its
 * connection is cut, the database closed, and the exit is 1. (Exports ended by a shutdown:
 * export-slots.test.ts; the real process: server-shutdown.test.ts.)
 */
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { trackDownload } from './downloads';
import { FORCED_CLOSE_MS, shutdownOf } from './shutdown';

interface Stage {
  app: FastifyInstance;
  url: string;
  /** What happened, in order: 'app closed', 'database closed', 'exit 0'. */
  events: string[];
  shutdown: (signal: string) => Promise<void>;
}

let release = () => {};
afterEach(() => release());
let slowStarted = () => {};

async function stage(boundSeconds: number): Promise<Stage> {
  const events: string[] = [];
  const app = Fastify({ logger: false });
  const never = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', async () => {
    slowStarted();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { answered: true };
  });
  app.get('/never', async () => {
    await never;
    return {};
  });
  // A file that streams for as long as its client reads, as an export to a slow client does.
  app.get('/download', async (_req, reply) => {
    trackDownload(reply.raw);
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    return reply.send(endless);
  });
  app.addHook('onClose', async () => {
    events.push('app closed');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const database = {
    db: {} as unknown as Db,
    close: async () => {
      events.push('database closed');
    },
  };
  const shutdown = shutdownOf({
    app,
    database,
    boundSeconds,
    exit: (code) => void events.push(`exit ${code}`),
  });
  return { app, url, events, shutdown };
}

const refusedConnection = (url: string) =>
  fetch(`${url}/slow`).then(
    () => false,
    (err: unknown) => String((err as { cause?: { code?: string } }).cause?.code) === 'ECONNREFUSED',
  );

describe('shutdown', () => {
  it('refuses new connections, answers the request in flight, closes the app, then the database, and exits 0', async () => {
    const s = await stage(5);
    const handling = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const inFlight = fetch(`${s.url}/slow`);
    await handling;
    const started = Date.now();
    const done = s.shutdown('SIGTERM');
    // A second signal does not start a second shutdown.
    const again = s.shutdown('SIGINT');
    expect(await refusedConnection(s.url)).toBe(true);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ answered: true });
    await Promise.all([done, again]);
    expect(s.events).toEqual(['app closed', 'database closed', 'exit 0']);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('does not wait for a connection that has sent no request, nor for a download being sent', async () => {
    const s = await stage(5);
    const port = Number(new URL(s.url).port);
    // A spare connection, as browsers and load balancers open ahead of a request.
    const spare = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => spare.once('connect', resolve));
    const spareClosed = new Promise((resolve) => spare.once('close', resolve));
    // A download whose client reads nothing more.
    const download = await fetch(`${s.url}/download`);
    expect(download.status).toBe(200);
    const started = Date.now();
    await s.shutdown('SIGTERM');
    expect(s.events).toEqual(['app closed', 'database closed', 'exit 0']);
    expect(Date.now() - started).toBeLessThan(2000);
    await spareClosed;
    await expect(download.arrayBuffer()).rejects.toThrow();
  });

  it('past the bound cuts what still runs, closes the database and exits 1', async () => {
    const s = await stage(0.5);
    const stuck = fetch(`${s.url}/never`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await s.shutdown('SIGTERM');
    const took = Date.now() - started;
    expect(s.events.at(-1)).toBe('exit 1');
    expect(s.events).toContain('database closed');
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(500 + FORCED_CLOSE_MS + 500);
    expect(await stuck).toBe('cut');
  });
});
