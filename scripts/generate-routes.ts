// Writes packages/contracts/src/routes.ts from the endpoint map: `npm run generate:routes` after
// adding or changing an endpoint (packages/contracts/src/routes.test.ts fails until it is run).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '../packages/contracts/src/endpoints';

const target = fileURLToPath(new URL('../packages/contracts/src/routes.ts', import.meta.url));

const groups = Object.entries(ENDPOINTS).map(([feature, group]) => {
  const rows = Object.entries(group).map(
    ([name, entry]) =>
      `  ${name}: { method: '${entry.method}', path: '${entry.path}', access: '${entry.access}' } as Route<Map['${feature}']['${name}']>,`,
  );
  return `export const ${feature}Routes = {\n${rows.join('\n')}\n};`;
});

const text = `// Generated from the endpoint map (src/endpoints) by \`npm run generate:routes\`: do not edit.
// The web calls these; routes.test.ts fails when they no longer match the map.
import type { ENDPOINTS } from './endpoints';
import type { Route } from './route';

type Map = typeof ENDPOINTS;

${groups.join('\n\n')}
`;

writeFileSync(target, text);
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
