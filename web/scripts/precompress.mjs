// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built app, so that the
// server sends them compressed without compressing them again on every request (farms are often on
// slow mobile links). Files smaller than a packet gain nothing and are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let before = 0;
let after = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path)) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  before += body.length;
  after += br.length;
}
console.log(
  `precompressed ${(before / 1024).toFixed(0)} KB of text to ${(after / 1024).toFixed(0)} KB (Brotli)`,
);
