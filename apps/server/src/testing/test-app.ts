import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AnyEndpoint,
  carriesBody,
  type EndpointData,
  type EndpointInput,
  type EndpointParams,
  type Envelope,
} from '@gpucloud/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { type App, type AppOptions, buildApp } from '../app';
import { loadConfig } from '../core/config';
import type { Database } from '../core/db';
import { LocalDiskFileStore } from '../providers/files/local-disk-file-store';
import { ManualClock } from './manual-clock';
import { MIGRATIONS_DIR, openSharedDatabase, openTestDatabase } from './test-database';

export interface TestApp extends App {
  clock: ManualClock;
  /** JSON POST to /api{path}; answers the parsed envelope and the HTTP status. */
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply<T>>;
  /**
   * Calls an endpoint of the contracts' map: its method and path come from the map, the input is
   * the endpoint's request (session included, as the body carries it) and the reply's `data` is its
   * response, both inferred. A body travels as JSON exactly as `post` sends it; a GET's input is its
   * query string. Malformed input on purpose goes through `post`.
   */
  call<E extends AnyEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions<E>,
  ): Promise<Reply<EndpointData<E>>>;
  /** Form-encoded POST, as the first group of calls is sent (SPEC §7). */
  postForm<T = unknown>(path: string, fields: Record<string, string>): Promise<Reply<T>>;
  close(): Promise<void>;
}

export interface CallOptions<E extends AnyEndpoint> {
  /** Values of the path's `:name` segments. */
  params?: EndpointParams<E>;
  headers?: Record<string, string>;
}

export interface Reply<T> {
  statusCode: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

function toReply<T>(raw: LightMyRequestResponse): Reply<T> {
  return { statusCode: raw.statusCode, body: raw.json<Envelope<T>>(), raw };
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string | null;
    /**
     * A second server on the database of this one, as a second process would be: on PostgreSQL
     * with its own pool and session listener; on PGlite (one process by nature) the same database.
     */
    sharingDatabaseOf?: TestApp;
    /** A database the test opened itself (a DATA_DIR, a restored copy): the app closes it on close. */
    database?: Database;
  } & Partial<Pick<AppOptions, 'sms' | 'payments' | 'wechat' | 'logStream' | 'shell'>> = {},
): Promise<TestApp> {
  const shared = options.sharingDatabaseOf?.deps.database;
  const database = options.database ?? (shared ? await openSharedDatabase(shared) : await openTestDatabase());
  // A random data key per app, never a key file on disk; a second server shares the first one's key.
  const dataKey = options.sharingDatabaseOf?.deps.config.dataKey ?? randomBytes(32);
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent',
      COMPUTE_SIM_DELAY_MS: '0',
      // Tests run the simulated fleet unless they say otherwise (docker-app.ts); never `auto`.
      COMPUTE_PROVIDER: 'simulated',
      // Many files send codes from one address; the proof-of-work tests lower this themselves.
      SMS_POW_AFTER: '1000',
      DATA_ENCRYPTION_KEY: dataKey.toString('hex'),
      ...options.env,
    },
    { migrationsDir: MIGRATIONS_DIR, webDistDir: options.webDistDir ?? null },
  );
  const clock = new ManualClock();
  // Uploads go to a folder of this app's own on the real local-disk store, removed on close.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'gpucloud-files-'));
  const app = await buildApp({
    config,
    database,
    clock,
    files: new LocalDiskFileStore(filesDir),
    sandboxTransport: 'inject',
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.wechat ? { wechat: options.wechat } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.shell ? { shell: options.shell } : {}),
  }).catch(async (error: unknown) => {
    // A server that refuses to start (a production sandbox) leaves no database behind.
    if (database !== shared) await database.close();
    rmSync(filesDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...app,
    clock,
    async post<T>(path: string, body?: unknown, headers: Record<string, string> = {}) {
      const raw = await app.server.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body ?? {}),
      });
      return toReply<T>(raw);
    },
    async call<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions<E> = {}) {
      const url = fillParams(endpoint.path, options.params);
      const headers = options.headers ?? {};
      const raw = carriesBody(endpoint.method)
        ? await app.server.inject({
            method: endpoint.method,
            url,
            headers: { 'content-type': 'application/json', ...headers },
            payload: JSON.stringify(input ?? {}),
          })
        : await app.server.inject({ method: endpoint.method, url, headers, query: queryOf(input) });
      return toReply<EndpointData<E>>(raw);
    },
    async postForm<T>(path: string, fields: Record<string, string>) {
      const raw = await app.server.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      return toReply<T>(raw);
    },
    async close() {
      await app.server.close();
      if (database !== shared) await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

function fillParams(path: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

function queryOf(input: unknown): Record<string, string> {
  const entries = Object.entries((input ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}
