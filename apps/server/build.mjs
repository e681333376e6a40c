// Bundles the server's own TypeScript (and the workspace packages it uses) into dist/main.js;
// npm dependencies stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@gpucloud/'));

const { metafile } = await build({
  entryPoints: ['src/main.ts', 'src/rotate-data-key.ts', 'src/backup.ts', 'src/restore.ts'],
  outdir: process.env.SERVER_BUILD_OUTDIR ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
  metafile: true,
});

// Test kits and the fakes of third parties (src/testing/) and tests never ship: the dependency rule
// 'product-never-imports-tests' keeps them out, and this refuses a bundle they reached anyway.
const testInputs = Object.keys(metafile.inputs).filter((input) =>
  /(^|\/)testing\/|\.test\.tsx?$/.test(input),
);
if (testInputs.length > 0) {
  throw new Error(`test code reached the production bundle: ${testInputs.join(', ')}`);
}
