// `npm test`: every suite — unit and API integration (SQLite always, PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests in Chromium when it is installed. Says what it skipped and why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, env = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
const skipped = [];

if (!process.env.TEST_DATABASE_URL) {
  skipped.push(
    'PostgreSQL integration suite: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
}
let status = run('npx', ['vitest', 'run']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (status !== 0) {
  skipped.push('browser tests: the unit and integration tests failed first');
} else if (!existsSync(chromium)) {
  skipped.push(`browser tests: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
} else if (existsSync('e2e/playwright.config.ts')) {
  status = run('npm', ['run', 'build']) || run('npm', ['test', '--workspace', 'e2e']);
}

for (const line of skipped) console.log(`SKIPPED ${line}`);
process.exit(status);
