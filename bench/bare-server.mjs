// The floor of the HTTP benchmark: Fastify with one route answering a fixed JSON text, nothing else
// (no auth, no database). Plain JavaScript so that it runs on plain Node, as the built server does.
import Fastify from 'fastify';

const payload = process.env.BARE_PAYLOAD ?? '{"success":true,"data":[]}';
const app = Fastify({ logger: false });
app.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(payload));

const close = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
