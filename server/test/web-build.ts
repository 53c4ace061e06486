import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A web build in a fresh temporary folder: the SPA's `index.html` and `files`, by their paths in it. */
export function webBuild(files: Record<string, string | Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tropero-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tropero</title>');
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
  return dir;
}
