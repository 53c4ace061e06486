// Bundles the server (and the shared package it imports) into dist/main.js, and the upload worker into
// dist/upload-worker.js beside it (where main.js starts it from); npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tropero/'));

await build({
  entryPoints: { main: 'src/main.ts', 'upload-worker': 'src/uploads/upload-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
