// `npm start`: builds Armada when the build is missing or older than the sources, then runs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const output = ['dist/server/main.js', 'dist/web/index.html'];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

const builtAt = output.every(existsSync) ? Math.min(...output.map((f) => statSync(f).mtimeMs)) : 0;
const changedAt = Math.max(...['server', 'web', 'common'].map(newest));
if (changedAt > builtAt) {
  console.log('Building Armada...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
