// Prints the gzip size of the dashboard page's own chunk (issue: it must not grow with each panel,
// which loads lazily from the panel registry). Reads the manifest Vite writes with `build.manifest`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DASHBOARD_PAGE = 'src/features/dashboard/pages/dashboard-page.tsx';
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const chunk = manifest[DASHBOARD_PAGE];
if (!chunk) throw new Error(`${DASHBOARD_PAGE} is not in the build manifest`);

const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;
const panels = Object.entries(manifest).filter(([key]) => key.startsWith('src/features/dashboard/panels/'));
console.log(
  `Dashboard first chunk: ${gzipKb(chunk.file).toFixed(1)} KB gzip (${chunk.file}); ` +
    `${panels.length} panel modules load on demand`,
);
