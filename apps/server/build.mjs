// Bundles the server's own TypeScript (and the workspace packages it uses) into dist/main.js;
// npm dependencies stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@gpucloud/'));

await build({
  entryPoints: ['src/main.ts', 'src/rotate-data-key.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
