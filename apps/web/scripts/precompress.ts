// After the client build: each script and stylesheet under dist/assets also as .br and .gz, which
// the server sends as they are (@fastify/static `preCompressed`) instead of compressing the same
// bytes again on every request (the 760 KB stylesheet cost ~50 ms of the server's CPU each time).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ASSETS = fileURLToPath(new URL('../dist/assets/', import.meta.url));
const COMPRESSIBLE = /\.(js|css|svg)$/;

let before = 0;
let after = 0;
for (const name of readdirSync(ASSETS)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const bytes = readFileSync(`${ASSETS}${name}`);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${ASSETS}${name}.br`, brotli);
  writeFileSync(`${ASSETS}${name}.gz`, gzipSync(bytes, { level: 9 }));
  before += bytes.length;
  after += brotli.length;
}
console.log(
  `precompress: ${Math.round(before / 1024)} KB of scripts and styles, ${Math.round(after / 1024)} KB as brotli`,
);
