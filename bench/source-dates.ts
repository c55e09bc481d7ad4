/** When sources last changed: the bench rebuilds what it measures when the build is older. */
import fs from 'node:fs';
import path from 'node:path';

/** The latest modification time of any file below `dir`, in milliseconds. */
export function newestIn(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestIn(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}
