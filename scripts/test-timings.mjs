// Where a test run's time went: the slowest test files and the slowest tests of a Vitest or
// Playwright JSON report, with their times. `.ci/run` prints it after each runner so that a run
// that grows says which file grew (docs/testing.md).
//
//   node scripts/test-timings.mjs vitest|playwright REPORT.json [COUNT]
import { readFileSync } from 'node:fs';
import path from 'node:path';

const [kind, report, countArg] = process.argv.slice(2);
if ((kind !== 'vitest' && kind !== 'playwright') || !report) {
  console.error('usage: node scripts/test-timings.mjs vitest|playwright REPORT.json [COUNT]');
  process.exit(2);
}
const count = Number(countArg ?? 15);
const r = JSON.parse(readFileSync(report, 'utf8'));
const relative = (file) => path.relative(process.cwd(), path.resolve(process.cwd(), file));

/** [{ file, ms }] and [{ file, name, ms }] of the report. */
function collect() {
  const files = [];
  const tests = [];
  if (kind === 'vitest') {
    for (const f of r.testResults) {
      const file = relative(f.name);
      // A file's wall time includes its imports and hooks (its database's start), not only its tests.
      files.push({ file, ms: f.endTime - f.startTime, tests: f.assertionResults.length });
      for (const t of f.assertionResults) tests.push({ file, name: t.fullName, ms: t.duration ?? 0 });
    }
  } else {
    const byFile = new Map();
    const walk = (suite, file, titles) => {
      for (const spec of suite.specs ?? []) {
        const specFile = spec.file ?? file;
        for (const t of spec.tests) {
          // Every attempt counts: a retried test cost the run each of its tries.
          const ms = t.results.reduce((sum, res) => sum + (res.duration ?? 0), 0);
          tests.push({ file: specFile, name: [...titles, spec.title].join(' › '), ms });
          const entry = byFile.get(specFile) ?? { file: specFile, ms: 0, tests: 0 };
          entry.ms += ms;
          entry.tests += 1;
          byFile.set(specFile, entry);
        }
      }
      for (const s of suite.suites ?? [])
        walk(s, s.file ?? file, s.title && s.title !== s.file ? [...titles, s.title] : titles);
    };
    for (const s of r.suites ?? []) walk(s, s.file, []);
    files.push(...byFile.values());
  }
  return { files, tests };
}

const { files, tests } = collect();
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`.padStart(7);
const total = files.reduce((sum, f) => sum + f.ms, 0);
console.log(
  `${kind}: ${files.length} files, ${tests.length} tests, ${seconds(total).trim()} summed over files`,
);
console.log(`  the ${Math.min(count, files.length)} slowest files:`);
for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`  ${seconds(f.ms)}  ${f.file} (${f.tests} tests)`);
}
console.log(`  the ${Math.min(count, tests.length)} slowest tests:`);
for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`  ${seconds(t.ms)}  ${t.name.slice(0, 110)} (${t.file})`);
}
