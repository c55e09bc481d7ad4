/**
 * First load of the web app: the gzip size of every script the browser loads for /login (the entry
 * of dist/web/index.html and what it imports statically or preloads; lazy chunks not included),
 * next to the floor app of bench/first-load/floor (React, MUI and one DataGrid page) built with the
 * same Vite config. Also the lazy chunks the app can load after it: each with its own size and the
 * size of everything it pulls in that the first load does not hold.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import {
  chunkName,
  gzipBytes,
  htmlScripts,
  lazyImports,
  type ScriptSet,
  totalGzipBytes,
  withStaticImports,
} from './first-load/built-scripts';
import { bytes, type Report, ratio } from './report';
import { ROOT } from './server-process';
import { newestIn } from './source-dates';

const CONFIG_FILE = path.join(ROOT, 'vite.config.ts');
const WEB_DIST = path.join(ROOT, 'dist/web');
const FLOOR_ROOT = path.join(ROOT, 'bench/first-load/floor');
export const FIRST_LOAD_GOAL = 1.2;
/** The report column of these rows: they measure the build, not a database. */
const COLUMN = 'Web build';

export interface LazyChunk {
  /** The chunk's name without its hash: the screen module a route imports, e.g. 'RoleOverviewPage'. */
  name: string;
  ownBytes: number;
  /** The chunk plus every chunk it imports statically that the first load does not hold. */
  totalBytes: number;
  /** Those other chunks, largest first. */
  pulls: SizedFile[];
}

export interface SizedFile {
  name: string;
  bytes: number;
}

export interface FirstLoad {
  /** Largest first. */
  loginFiles: SizedFile[];
  loginBytes: number;
  floorFiles: SizedFile[];
  floorBytes: number;
  ratio: number;
  lazy: LazyChunk[];
}

/** The bench measures the built web app: build it when it is missing or older than its sources. */
export async function ensureWebBuilt(): Promise<void> {
  const index = path.join(WEB_DIST, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const changedAt = Math.max(
    newestIn(path.join(ROOT, 'web')),
    newestIn(path.join(ROOT, 'common')),
    fs.statSync(CONFIG_FILE).mtimeMs,
  );
  if (builtAt >= changedAt) return;
  process.stderr.write('Building the web app (dist/web)...\n');
  await build({ configFile: CONFIG_FILE, root: path.join(ROOT, 'web'), logLevel: 'warn' });
}

/** Builds the floor app with Armada's own Vite config (plugins and build options) into `outDir`. */
async function buildFloor(outDir: string): Promise<void> {
  await build({
    configFile: CONFIG_FILE,
    root: FLOOR_ROOT,
    build: { outDir, emptyOutDir: true },
    logLevel: 'warn',
  });
}

const firstLoadOf = (dir: string): ScriptSet => withStaticImports(dir, htmlScripts(dir));

const sized = (dir: string, files: Iterable<string>): SizedFile[] =>
  [...files]
    .map((file) => ({ name: chunkName(file), bytes: gzipBytes(dir, file) }))
    .sort((a, b) => b.bytes - a.bytes);

function lazyChunksOf(dir: string, firstLoad: ScriptSet): LazyChunk[] {
  return lazyImports(dir, firstLoad).map((file) => {
    const pulled = [...withStaticImports(dir, [file])].filter((f) => !firstLoad.has(f));
    return {
      name: chunkName(file),
      ownBytes: gzipBytes(dir, file),
      totalBytes: totalGzipBytes(dir, pulled),
      pulls: sized(
        dir,
        pulled.filter((f) => f !== file),
      ),
    };
  });
}

/** Builds the floor app (and the web app when stale) and measures both. */
export async function measureFirstLoad(): Promise<FirstLoad> {
  await ensureWebBuilt();
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-first-load-floor-'));
  try {
    await buildFloor(floorDir);
    const login = firstLoadOf(WEB_DIST);
    const floor = firstLoadOf(floorDir);
    const loginBytes = totalGzipBytes(WEB_DIST, login);
    const floorBytes = totalGzipBytes(floorDir, floor);
    return {
      loginFiles: sized(WEB_DIST, login),
      loginBytes,
      floorFiles: sized(floorDir, floor),
      floorBytes,
      ratio: loginBytes / floorBytes,
      lazy: lazyChunksOf(WEB_DIST, login),
    };
  } finally {
    fs.rmSync(floorDir, { recursive: true, force: true });
  }
}

const listed = (files: SizedFile[]) => files.map((f) => `${f.name} ${bytes(f.bytes)}`).join(', ');

/** The first-load rows of the bench table, once per run (they do not depend on the database). */
export async function benchFirstLoad(report: Report): Promise<void> {
  const m = await measureFirstLoad();
  report.set(
    '/login first-load JS (entry + static imports), gzip',
    COLUMN,
    bytes(m.loginBytes),
    listed(m.loginFiles),
  );
  report.set(
    'floor app (React + MUI + one DataGrid page, same Vite config): first-load JS, gzip',
    COLUMN,
    bytes(m.floorBytes),
    listed(m.floorFiles),
  );
  report.set('first-load ratio /login / floor', COLUMN, ratio(m.ratio), `goal ≤ ${FIRST_LOAD_GOAL}x`);
  for (const chunk of m.lazy) {
    report.set(
      `lazy chunk ${chunk.name}: own / with what it pulls beyond the first load, gzip`,
      COLUMN,
      `${bytes(chunk.ownBytes)} / ${bytes(chunk.totalBytes)}`,
      chunk.pulls.length ? `pulls ${listed(chunk.pulls)}` : '',
    );
  }
}
