#!/usr/bin/env node
// Writes brotli and gzip siblings (`x.js.br`, `x.js.gz`) of every text asset of the builds named
// on the command line, so the static server sends compressed files without compressing per
// request. `remotes.json` is left alone: a deployment replaces it in place, and a stale
// compressed copy would then win.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt']);
const SKIPPED = new Set(['remotes.json']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && !SKIPPED.has(entry.name)) yield path;
  }
}

for (const dir of process.argv.slice(2)) {
  let raw = 0;
  let brotli = 0;
  for (const file of filesIn(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    raw += bytes.length;
    brotli += br.length;
  }
  console.log(`precompressed ${dir}: ${Math.round(raw / 1024)} kB → ${Math.round(brotli / 1024)} kB brotli`);
}
