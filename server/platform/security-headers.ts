/** The security headers of every answer (helmet), with the content security policy Armada needs. */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: securityDirectives(config),
    },
    // OpenStreetMap tiles need a referrer; the origin alone leaks no paths.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

function securityDirectives(config: Config) {
  const tileOrigin = originOf(config.mapTileUrl);
  const imgSrc = ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', tileOrigin].filter(
    (s): s is string => Boolean(s),
  );
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI writes its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [...new Set(imgSrc)],
    // Zebra Browser Print listens on the user's own machine.
    connectSrc: [
      ...new Set([
        "'self'",
        'http://127.0.0.1:9100',
        'https://127.0.0.1:9101',
        'http://localhost:9100',
        'https://localhost:9101',
        ...(config.browserPrintUrl ? [new URL(config.browserPrintUrl).origin] : []),
      ]),
    ],
    frameSrc: ["'self'", 'https://www.openstreetmap.org'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    return u.hostname.startsWith('a.') ? `${u.protocol}//*.${u.hostname.slice(2)}` : u.origin;
  } catch {
    return undefined;
  }
}
