/**
 * pg_dump and pg_restore, PostgreSQL's own client tools, for the backup of a PostgreSQL database.
 * Found on PATH first, then where Debian's packages put them (/usr/lib/postgresql/<version>/bin,
 * the newest version first: a newer pg_dump reads an older server, not the other way round).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OpsError } from './ops-error';

export type PgTool = 'pg_dump' | 'pg_restore';

const DEBIAN_ROOT = '/usr/lib/postgresql';

const executable = (file: string): boolean => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The tool's path; a clear error naming the package to install when it is nowhere. */
export function findPgTool(tool: PgTool, env: NodeJS.ProcessEnv = process.env): string {
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, tool));
  const versions = fs.existsSync(DEBIAN_ROOT)
    ? fs
        .readdirSync(DEBIAN_ROOT)
        .filter((v) => /^\d+(\.\d+)?$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = [...onPath, ...versions.map((v) => path.join(DEBIAN_ROOT, v, 'bin', tool))].find(executable);
  if (found) return found;
  throw new OpsError(
    `${tool} was not found (on PATH, or under ${DEBIAN_ROOT}/<version>/bin). It comes with PostgreSQL's ` +
      'client tools: on Debian or Ubuntu, apt-get install postgresql-client (of a major version at least ' +
      "the server's).",
  );
}

/**
 * The connection for libpq: the URL without its password, which goes in PGPASSWORD instead, so
 * that it shows neither in the process list nor in a message.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { dbname: u.toString(), env: password === undefined ? {} : { PGPASSWORD: password } };
}

/**
 * What of the tool's error output is shown: its own lines ("pg_restore: error: …") only. The lines
 * PostgreSQL adds (DETAIL, CONTEXT, "Command was") can quote rows, which a message never carries.
 */
function ownLines(tool: PgTool, stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => line.startsWith(`${tool}:`))
    .slice(0, 5)
    .join('\n');
}

/** Runs the tool to its end; throws an OpsError with its own error lines when it fails. */
export function runPgTool(tool: PgTool, args: string[], url: string): Promise<void> {
  const binary = findPgTool(tool);
  const { dbname, env } = libpqConnection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args, `--dbname=${dbname}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // Enough for the first lines; a tool that repeats an error for every table need not fill memory.
      if (stderr.length < 64 * 1024) stderr += chunk.toString();
    });
    child.once('error', (err) => reject(new OpsError(`${tool} could not be started: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const shown = ownLines(tool, stderr) || `${tool} ended with ${signal ?? `exit code ${code}`}`;
      reject(new OpsError(shown));
    });
  });
}
