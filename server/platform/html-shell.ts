/**
 * The built web app on the same port as the API: its files, and index.html for every deep link of
 * the single-page app, with the deployment's settings written in.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../common/messages';
import type { Config } from '../config';

/** The build's own folder of files named by their content's hash (Vite's assets). */
const HASHED_DIR = `${path.sep}assets${path.sep}`;

/**
 * Serves the built web app's files, when there is a build. A file of the assets folder is named by
 * its content's hash, so a browser keeps it for good: a branch on a slow line reloads the app or
 * opens another screen without fetching or even asking again for the megabyte of the app's code.
 * The other files (the logo, the favicon) keep their names across builds and are asked again.
 */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  if (fs.existsSync(path.join(config.webDir, 'index.html'))) {
    const hashedDir = path.join(path.resolve(config.webDir), HASHED_DIR);
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        if (path.resolve(file).startsWith(hashedDir)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
}

export function notFound(config: Config, req: FastifyRequest, reply: FastifyReply) {
  if (req.url.startsWith('/api/') || req.url === '/api') {
    return reply.status(404).send({ success: false, data: null, message: messages.notFound });
  }
  // Deep links of the single-page app fall back to index.html.
  const html = req.method === 'GET' ? indexHtml(config) : undefined;
  if (html) return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  return reply.status(404).type('text/plain').send('Not found');
}

let cachedIndex: { dir: string; html: string } | undefined;

/**
 * index.html with the api-key every call carries (spec part 1 section 6), the idle timeout, the map's
 * tile server, Zebra Browser Print's address and the labels' website line written into meta tags, so
 * one build serves any deployment's settings.
 */
function indexHtml(config: Config): string | undefined {
  if (cachedIndex?.dir === config.webDir) return cachedIndex.html;
  const file = path.join(config.webDir, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const settings: Record<string, string> = {
    'armada-api-key': config.apiKey,
    'armada-idle-seconds': String(config.sessionIdleSeconds),
    'armada-map-tile-url': config.mapTileUrl,
    'armada-browser-print-url': config.browserPrintUrl,
    'armada-label-website': config.labelWebsite,
  };
  let html = fs.readFileSync(file, 'utf8');
  for (const [name, value] of Object.entries(settings)) {
    const attribute = value.replace(/[&"<>]/g, '');
    html = html.replace(
      `<meta name="${name}" content="" />`,
      `<meta name="${name}" content="${attribute}" />`,
    );
  }
  cachedIndex = { dir: config.webDir, html };
  return html;
}
