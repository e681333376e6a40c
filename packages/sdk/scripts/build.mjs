/**
 * Builds the SDK for publishing into dist/: one ES module (index.js, with the contracts and domain
 * workspaces bundled in, since they are not published; zod stays a dependency) and its type
 * declarations (index.d.ts over types/, the declarations of the sdk, contracts and domain sources
 * with the workspace imports rewritten to relative paths, so nothing refers to an unpublished
 * package). The workspaces themselves keep importing the TypeScript source (package.json
 * "development" condition is not needed: vitest, tsx and tsc read src/ through "exports").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const types = path.join(dist, 'types');
const tsc = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [path.join(root, 'src/index.ts')],
  outfile: path.join(dist, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['zod'],
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});

execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

/** Where each workspace's declarations landed under types/ (rootDir is packages/). */
const workspaces = {
  '@gpucloud/contracts': path.join(types, 'contracts/src/index.d.ts'),
  '@gpucloud/domain': path.join(types, 'domain/src/index.d.ts'),
};

function declarationFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? declarationFiles(full) : full.endsWith('.d.ts') ? [full] : [];
  });
}

/** A relative specifier with its .js extension, as Node's ESM resolution (and TS's node16) wants. */
function relativeJs(fromFile, targetDts) {
  let spec = path.relative(path.dirname(fromFile), targetDts).replace(/\.d\.ts$/, '.js');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec.split(path.sep).join('/');
}

function resolveSpecifier(file, spec) {
  const workspace = workspaces[spec];
  if (workspace) {
    if (!existsSync(workspace)) throw new Error(`no declarations of ${spec} at ${workspace}`);
    return relativeJs(file, workspace);
  }
  if (!spec.startsWith('.')) return spec;
  const base = path.resolve(path.dirname(file), spec);
  if (existsSync(`${base}.d.ts`)) return relativeJs(file, `${base}.d.ts`);
  if (existsSync(path.join(base, 'index.d.ts'))) return relativeJs(file, path.join(base, 'index.d.ts'));
  throw new Error(`${file}: cannot resolve ${spec}`);
}

for (const file of declarationFiles(types)) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(
    /(from\s+|import\s*\(\s*|import\s+)(['"])([^'"]+)\2/g,
    (_, lead, quote, spec) => `${lead}${quote}${resolveSpecifier(file, spec)}${quote}`,
  );
  const code = rewritten.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  if (/['"]@gpucloud\//.test(code)) throw new Error(`${file} still refers to a workspace`);
  writeFileSync(file, rewritten);
}

writeFileSync(path.join(dist, 'index.d.ts'), "export * from './types/sdk/src/index.js';\n");
console.log(`built ${path.relative(process.cwd(), dist)}: index.js, index.d.ts`);
