// Lints the API document (docs/api/openapi.json, or the file given) with Redocly CLI's recommended
// rules (redocly.yaml) and fails on any problem, warnings included: `npm run lint` and
// server/test/core/openapi-lint.test.ts both run this. Redocly's telemetry and update check are
// switched off: lint runs offline.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin',
  'cli.js',
);
const file = process.argv[2] ?? path.join(root, 'docs', 'api', 'openapi.json');

let output;
try {
  output = execFileSync(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=1000'], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    stdio: ['ignore', 'pipe', 'ignore'],
    encoding: 'utf8',
  });
} catch (error) {
  output = error.stdout ?? '';
}
const report = JSON.parse(output.slice(output.indexOf('{')));
for (const problem of report.problems) {
  const where = problem.location?.[0]?.pointer ?? '';
  console.error(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
}
const { errors, warnings } = report.totals;
console.log(`openapi lint: ${errors} errors, ${warnings} warnings (${path.relative(root, file)})`);
process.exit(errors + warnings === 0 ? 0 : 1);
