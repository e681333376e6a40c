// Writes packages/contracts/src/routes/ from the endpoint map: `npm run generate:routes` after adding
// or changing an endpoint (packages/contracts/src/routes.test.ts fails until it is run). One module a
// route, gathered per feature as a namespace (`accountRoutes.userInfo`): the bundler puts each route
// in the chunk of the pages that call it, so a page's first load carries no route it does not call
// (with one module a feature, every route of a feature some first-load code calls would ride along).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '../packages/contracts/src/endpoints';

const folder = fileURLToPath(new URL('../packages/contracts/src/routes/', import.meta.url));
const HEADER = `// Generated from the endpoint map (src/endpoints) by \`npm run generate:routes\`: do not edit.`;

rmSync(folder, { recursive: true, force: true });
mkdirSync(folder);

const features = Object.entries(ENDPOINTS).map(([feature, group]) => {
  const file = feature.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  mkdirSync(`${folder}${file}`);
  for (const [name, entry] of Object.entries(group)) {
    writeFileSync(
      `${folder}${file}/${name}.ts`,
      `${HEADER}
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ${name}: Route<(typeof ENDPOINTS)['${feature}']['${name}']> = {
  method: '${entry.method}',
  path: '${entry.path}',
  access: '${entry.access}',
};
`,
    );
  }
  const names = Object.keys(group).map((name) => `export { ${name} } from './${file}/${name}';`);
  writeFileSync(`${folder}${file}.ts`, `${HEADER}\n${names.join('\n')}\n`);
  return { feature, file };
});

writeFileSync(
  `${folder}index.ts`,
  `${HEADER}
${features.map(({ feature, file }) => `export * as ${feature}Routes from './${file}';`).join('\n')}
`,
);

execFileSync('npx', ['biome', 'check', '--write', folder], { stdio: 'inherit' });
