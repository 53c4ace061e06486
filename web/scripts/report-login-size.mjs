// Prints the gzip size of the JavaScript a browser loads to show /login (issue: under 200 KB):
// the entry chunk, the login page's lazy chunk, and every chunk they import statically.
// Reads the manifest Vite writes with `build.manifest`; exits non-zero over the budget.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
[...entries, LOGIN_PAGE].forEach(visit);

const gzipBytes = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const sizes = [...files].filter((file) => file.endsWith('.js')).map((file) => [file, gzipBytes(file)]);
const totalKb = sizes.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;

for (const [file, bytes] of sizes.sort((a, b) => b[1] - a[1])) {
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `JS loaded by /login: ${totalKb.toFixed(1)} KB gzip (${sizes.length} files, budget ${BUDGET_KB} KB)`,
);
if (totalKb > BUDGET_KB) process.exit(1);
