import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { notFound, serveWebApp } from './html-shell';

describe('the built web app', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'armada-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<meta name="armada-api-key" content="" />');
    writeFileSync(path.join(dir, 'assets', 'index-Ckpa9ujT.js'), 'export {};');
    writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
    const config = loadConfig({ ...process.env, NODE_ENV: 'test', API_KEY: 'k', WEB_DIR: dir });
    app = Fastify();
    app.setNotFoundHandler((req, reply) => notFound(config, req, reply));
    await serveWebApp(app, config);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets the browser keep the files named by their hash, and ask again for the others', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/assets/index-Ckpa9ujT.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await app.inject({ method: 'GET', url: '/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=0');
    // A deep link is the page itself, with this deployment's settings: never kept.
    const page = await app.inject({ method: 'GET', url: '/mapping-sales-rep/overview' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('content="k"');
  });
});
