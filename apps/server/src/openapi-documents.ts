import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './core/config';
import { openPglite } from './core/db';

const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The two served OpenAPI documents, as JSON text, from an app built in-process (no listening socket). */
export interface OpenApiDocuments {
  main: string;
  publicApi: string;
}

export const DOCUMENT_URLS = { main: '/api/openapi.json', publicApi: '/openapi/v1/openapi.json' } as const;

export async function buildOpenApiDocuments(env: Record<string, string> = {}): Promise<OpenApiDocuments> {
  const database = await openPglite(null);
  const filesDir = mkdtempSync(path.join(tmpdir(), 'gpucloud-openapi-'));
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      DATA_DIR: filesDir,
      COMPUTE_PROVIDER: 'simulated',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      ...env,
    },
    { migrationsDir: MIGRATIONS_DIR, webDistDir: null },
  );
  const app = await buildApp({ config, database });
  try {
    const main = await app.server.inject({ method: 'GET', url: DOCUMENT_URLS.main });
    const publicApi = await app.server.inject({ method: 'GET', url: DOCUMENT_URLS.publicApi });
    return { main: main.body, publicApi: publicApi.body };
  } finally {
    await app.server.close();
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}
