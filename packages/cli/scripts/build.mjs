/**
 * Builds the CLI into dist/gpucloud.js: one executable ES module with everything it needs bundled
 * in (the SDK from its source, the contracts, domain and zod), so the tarball `npm pack` makes
 * installs and runs on its own, with no dependency to fetch. An argument names another output
 * directory (the tests build into a temporary one).
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'dist');
const outfile = path.join(dist, 'gpucloud.js');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['gpucloud-source'],
  banner: { js: '#!/usr/bin/env node' },
  legalComments: 'none',
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);
console.log(`built ${path.relative(process.cwd(), outfile)}`);
