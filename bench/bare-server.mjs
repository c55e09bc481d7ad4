// The floor of the HTTP benchmark: Fastify with one route answering a fixed JSON text, nothing else
// (no auth, no database), and one reading a file from disk on each request (the floor of a photo
// served from storage). Plain JavaScript so that it runs on plain Node, as the built server does.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const payload = process.env.BARE_PAYLOAD ?? '{"success":true,"data":[]}';
const app = Fastify({ logger: false });
app.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(payload));
const file = process.env.BARE_FILE;
if (file) app.get('/file', async (_req, reply) => reply.type('image/jpeg').send(await readFile(file)));

const close = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
