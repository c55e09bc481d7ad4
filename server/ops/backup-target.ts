/**
 * What a backup is made of and a restore goes into: the embedded database's folder, or a PostgreSQL
 * database. By default the one Armada is configured with (DATABASE_URL, else DATA_DIR).
 */
import path from 'node:path';
import { type Config, loadConfig } from '../config';

export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
export type BackupKind = Target['kind'];

export function configuredTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Target {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/**
 * The configured database, read as the server reads it. Only where the data lives matters here:
 * production's required API_KEY is not asked of a backup or a restore run from a shell.
 */
export const configuredFromEnvironment = (): Target =>
  configuredTarget(loadConfig({ ...process.env, NODE_ENV: '' }));

/** `--into`: a postgres:// URL names a PostgreSQL database, anything else a folder. */
export function targetOf(into: string): Target {
  return /^postgres(ql)?:\/\//.test(into)
    ? { kind: 'postgres', url: into }
    : { kind: 'pglite', dataDir: path.resolve(into) };
}

/** The target for messages: a folder relative to here when inside it, a URL without its password. */
export function describeTarget(target: Target): string {
  if (target.kind === 'pglite') return `the folder ${shownPath(target.dataDir)}`;
  const u = new URL(target.url);
  return `the PostgreSQL database postgres://${u.host}${u.pathname}`;
}

/** `text` with its first letter in upper case, to open a sentence. */
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A path as the person typed it, more or less: relative when it is under the current folder. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}
