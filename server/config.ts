/** Configuration from the environment; the README's configuration table lists every variable. */
import path from 'node:path';
import type { StorageSettings } from './platform/storage/index';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  databaseUrl: string | undefined;
  /** PGlite folder; ignored when databaseUrl is set. */
  dataDir: string;
  apiKey: string;
  /** True when API_KEY was not set and the development key is used. */
  apiKeyIsDefault: boolean;
  /**
   * The secret the sales force's mobile app proves itself with (the 'field-app' calls). Unlike the
   * api-key, which every browser reads from the page, it is never sent to a browser. Unset in
   * production: the field app's calls are closed.
   */
  fieldAppKey: string | undefined;
  /**
   * The secret the distributor's ERP proves itself with (the 'integration' calls, /api/integration/...).
   * Unset in production: those calls answer 401.
   */
  integrationKey: string | undefined;
  /**
   * The key list cursors are signed with (server/platform/list/cursor.ts). Unset: a random key of
   * this process, so several processes behind a load balancer must share one.
   */
  cursorSecret: string | undefined;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  /** How long a resolved session is reused in this process before the database is asked again. */
  sessionCacheSeconds: number;
  bodyLimitBytes: number;
  /** Trust X-Forwarded-For from a load balancer. */
  trustProxy: boolean;
  logLevel: string;
  /** Folder of the built web app, served on the same port. */
  webDir: string;
  /** Tile server of the location map (CSP allows it). */
  mapTileUrl: string;
  /**
   * Zebra Browser Print on the user's machine; empty: http://127.0.0.1:9100 for pages served over
   * http, https://127.0.0.1:9101 over https. CSP allows it.
   */
  browserPrintUrl: string;
  /** The website line of the 49x39 mm label with the logo. */
  labelWebsite: string;
  /** Object storage: a local folder by default, S3-compatible when STORAGE_S3_BUCKET is set. */
  storage: StorageSettings;
  /** Failed logins for one user from one address before a pause. */
  loginMaxFailures: number;
  /** Failed logins from one address, whatever the user names, before a pause. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Seed demo data on the first start of an empty embedded database. */
  seedOnEmpty: boolean;
  /** How long a shutdown (SIGTERM, SIGINT) may take before the process exits anyway. */
  shutdownSeconds: number;
}

export const DEV_API_KEY = 'armada-dev-key';
/** The field app's key outside production when FIELD_APP_KEY is not set. */
export const DEV_FIELD_APP_KEY = 'armada-field-dev-key';

/** The ERP's key outside production when INTEGRATION_KEY is not set. */
export const DEV_INTEGRATION_KEY = 'armada-integration-dev-key';

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got '${raw}'`);
  return n;
}

/** 'true' or '1' is true, any other text false, unset or empty the fallback. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw === 'true' || raw === '1';
}

/** The local folder (STORAGE_DIR) unless STORAGE_S3_BUCKET names a bucket. */
function storageSettings(env: NodeJS.ProcessEnv, root: string): StorageSettings {
  const bucket = env.STORAGE_S3_BUCKET;
  if (!bucket) return { kind: 'local', dir: path.resolve(root, env.STORAGE_DIR || 'data/storage') };
  const endpoint = env.STORAGE_S3_ENDPOINT || undefined;
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY || undefined;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new Error(
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together (or neither, for the default AWS credentials).',
    );
  }
  return {
    kind: 's3',
    bucket,
    region: env.STORAGE_S3_REGION || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: flag(env, 'STORAGE_S3_FORCE_PATH_STYLE', endpoint !== undefined),
    ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
    prefix: env.STORAGE_S3_PREFIX ?? '',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const apiKey = env.API_KEY;
  if (production && !apiKey) {
    throw new Error('API_KEY must be set in production (NODE_ENV=production).');
  }
  const root = process.cwd();
  return {
    port: int(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    production,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data/pglite'),
    apiKey: apiKey || DEV_API_KEY,
    apiKeyIsDefault: !apiKey,
    fieldAppKey: env.FIELD_APP_KEY || (production ? undefined : DEV_FIELD_APP_KEY),
    integrationKey: env.INTEGRATION_KEY || (production ? undefined : DEV_INTEGRATION_KEY),
    cursorSecret: env.CURSOR_SECRET || undefined,
    sessionIdleSeconds: int(env, 'SESSION_IDLE_SECONDS', 3600),
    sessionMaxSeconds: int(env, 'SESSION_MAX_SECONDS', 12 * 3600),
    sessionCacheSeconds: int(env, 'SESSION_CACHE_SECONDS', 5),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 64 * 1024 * 1024),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: path.resolve(root, env.WEB_DIR ?? 'dist/web'),
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    browserPrintUrl: (env.BROWSER_PRINT_URL ?? '').replace(/\/+$/, ''),
    labelWebsite: env.LABEL_WEBSITE ?? 'www.armada.co.id',
    storage: storageSettings(env, root),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5),
    loginMaxFailuresPerAddress: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
    loginWindowSeconds: int(env, 'LOGIN_WINDOW_SECONDS', 900),
    // Production never writes demo rows: an empty database gets the reference lists alone.
    seedOnEmpty: !production && env.SEED_ON_EMPTY !== 'false',
    shutdownSeconds: int(env, 'SHUTDOWN_SECONDS', 10),
  };
}

/** What the server says at start-up about its settings: warnings and notes, never a secret's value. */
export function startupNotices(config: Config): { warn: string[]; info: string[] } {
  const warn: string[] = [];
  const info: string[] = [];
  if (config.apiKeyIsDefault) {
    warn.push('API_KEY is not set: the development key is used. Set API_KEY in production.');
  }
  if (config.databaseUrl !== undefined && config.cursorSecret === undefined) {
    warn.push(
      'CURSOR_SECRET is not set: list cursors are signed with a key of this process alone. Processes sharing this database behind a load balancer need the same CURSOR_SECRET.',
    );
  }
  if (!config.fieldAppKey) {
    info.push("FIELD_APP_KEY is not set: the field app's calls (/api/field/...) answer 401.");
  }
  if (!config.integrationKey) {
    info.push("INTEGRATION_KEY is not set: the ERP's calls (/api/integration/...) answer 401.");
  }
  return { warn, info };
}
