import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { ErrorCode } from '@gpucloud/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './core/clock';
import type { Config } from './core/config';
import type { Database } from './core/db';
import type { AppDeps } from './core/deps';
import { failure } from './core/envelope';
import { registerAccessControl } from './core/http/access';
import { registerErrorHandling } from './core/http/error-handler';
import { healthRoutes } from './core/http/health.routes';
import { registerOpenApi } from './core/http/openapi';
import { registerSpa } from './core/http/spa';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { storeRoutes } from './modules/store/store.routes';
import { workOrdersRoutes } from './modules/workOrders/work-orders.routes';
import { createOutboxSmsProvider } from './providers/sms/outbox-sms-provider';
import type { SmsProvider } from './providers/sms/sms-provider';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
}

export interface App {
  server: FastifyInstance;
  deps: AppDeps;
  /** Every route as registered, for tests that walk the whole API (malformed input, authorization). */
  routes: RouteOptions[];
}

/** Assembles the HTTP server: parsing, access control, errors, every feature's routes, docs and the SPA. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  const routes: RouteOptions[] = [];
  server.addHook('onRoute', (route) => {
    routes.push(route);
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    sms: options.sms ?? createOutboxSmsProvider(database.db, server.log),
    log: server.log,
  };

  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerHandlerTimeout(server, config.requestTimeoutMs);
  registerErrorHandling(server);
  registerAccessControl(server, deps);
  await server.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await server.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(server);

  await server.register(healthRoutes, { prefix: '/api', deps });
  await server.register(authRoutes, { prefix: '/api', deps });
  await server.register(accountRoutes, { prefix: '/api', deps });
  await server.register(storeRoutes, { prefix: '/api', deps });
  await server.register(noticesRoutes, { prefix: '/api', deps });
  await server.register(inboxRoutes, { prefix: '/api', deps });
  await server.register(adminRoutes, { prefix: '/api', deps });
  await server.register(workOrdersRoutes, { prefix: '/third-party/api/v1', deps });

  await registerSpa(server, config.webDistDir);
  return { server, deps, routes };
}

/** Answers a request that is still running after the timeout, so no caller hangs forever. */
function registerHandlerTimeout(server: FastifyInstance, timeoutMs: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  server.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'request timed out');
      void reply.code(503).send(failure(ErrorCode.HTTP_ERROR, 'request timed out'));
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  server.addHook('onResponse', async (request) => {
    clearTimeout(timers.get(request));
  });
}
