// `npm run lint:openapi`: builds the app in-process (in-memory PGlite, no listening socket), takes the
// two served OpenAPI documents (/api/openapi.json and /openapi/v1/openapi.json) and lints both with
// Redocly's recommended rules (redocly.yaml at the root). Fails on any error; warnings are printed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocuments } from '../apps/server/src/openapi-documents';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const documents = await buildOpenApiDocuments();
const folder = mkdtempSync(path.join(tmpdir(), 'gpucloud-openapi-lint-'));
const files = [path.join(folder, 'api.openapi.json'), path.join(folder, 'public-api.openapi.json')];
writeFileSync(files[0] as string, documents.main);
writeFileSync(files[1] as string, documents.publicApi);
const lint = spawnSync(
  path.join(root, 'node_modules/.bin/redocly'),
  ['lint', '--config', path.join(root, 'redocly.yaml'), '--format', 'summary', ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(folder, { recursive: true, force: true });
console.log(`lint:openapi: ${((performance.now() - started) / 1000).toFixed(1)} s`);
// The in-process app leaves nothing to wait for; exit with the lint's own status.
process.exit(lint.status ?? 1);
