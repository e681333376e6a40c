import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { ErrorCode, type SandboxNotification, walletEndpoints } from '@gpucloud/contracts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { SessionCache } from './core/auth/session-cache';
import { startSessionSync } from './core/auth/session-sync';
import { ReadCache } from './core/cache/read-cache';
import { type Clock, systemClock } from './core/clock';
import type { Config } from './core/config';
import { PersonalDataVault } from './core/crypto/personal-data';
import type { Database } from './core/db';
import type { AppDeps } from './core/deps';
import { failure } from './core/envelope';
import { MAX_FILE_BYTES } from './core/files/file-checks';
import { FileLinks } from './core/files/file-links';
import { systemHostResolver } from './core/host-resolver';
import { registerAccessControl } from './core/http/access';
import { registerErrorHandling } from './core/http/error-handler';
import { clientRefusal, routerRefusal } from './core/http/framework-refusals';
import { healthRoutes } from './core/http/health.routes';
import { lazyChildLogger } from './core/http/lazy-child-logger';
import { loggerOptions } from './core/http/log-redaction';
import { registerOpenApi } from './core/http/openapi';
import { registerOptionalBodies } from './core/http/optional-body';
import { dataPainter } from './core/http/page-paint';
import { readerLanguage } from './core/http/reader-language';
import { responseSerializer } from './core/http/response-serializer';
import { registerSecurityHeaders } from './core/http/security-headers';
import { registerSpa } from './core/http/spa';
import { translateReason } from './core/i18n/translate-reason';
import { Lifecycle } from './core/lifecycle';
import { registerDbPoolMetrics } from './core/metrics/db-pool-metrics';
import { registerHttpMetrics } from './core/metrics/http-metrics';
import { countingFailures } from './core/metrics/message-metrics';
import { createMetrics, type Metrics } from './core/metrics/metrics';
import {
  assertSandboxesAllowed,
  type ProviderInUse,
  SANDBOX_PROVIDER,
  sandboxesIn,
  showsSandboxRibbon,
} from './core/sandbox-policy';
import { connectSharedStore } from './core/shared-store';
import { accountCentreRoutes, accountRoutes } from './modules/account';
import { adjustmentsRoutes } from './modules/adjustments';
import { adminRoutes } from './modules/admin';
import { agreementsRoutes } from './modules/agreements';
import { authRoutes, unregisterRoutes, wechatRoutes, wechatSandboxRoutes } from './modules/auth';
import { autoStopRoutes } from './modules/autoStop';
import { ordersRoutes } from './modules/billing';
import { catalogRoutes } from './modules/catalog';
import { costReportsRoutes } from './modules/costReports';
import { couponsRoutes, opsCouponsRoutes } from './modules/coupons';
import { disksRoutes } from './modules/disks';
import { docsRoutes, opsDocsRoutes } from './modules/docs';
import { fleetRoutes } from './modules/fleet';
import { customImagesRoutes } from './modules/images';
import { inboxRoutes, opsNotificationsRoutes } from './modules/inbox';
import {
  instanceActionsRoutes,
  instanceBillingRoutes,
  instanceResizeRoutes,
  instanceStateListener,
  instancesRoutes,
  pluginsRoutes,
  subAccountInstancesRoutes,
} from './modules/instances';
import { invoicesRoutes } from './modules/invoices';
import { registerBusinessMetrics } from './modules/metrics';
import { monitoringRoutes } from './modules/monitoring';
import { noticesRoutes, opsBannersRoutes, opsNoticesRoutes } from './modules/notices';
import { accessKeyRoutes, createAccessKeyGate, opsAccessKeyRoutes } from './modules/openApi';
import { opsUsersRoutes } from './modules/opsUsers';
import { overviewRoutes } from './modules/overview';
import { partnersRoutes } from './modules/partners';
import { passkeysRoutes } from './modules/passkeys';
import { pointsRoutes } from './modules/points';
import { publicApiRoutes } from './modules/publicApi';
import { reservationsRoutes } from './modules/reservations';
import { createStepUpGate, secondFactorRoutes } from './modules/secondFactor';
import { attachServiceGateway, servicesRoutes } from './modules/services';
import { loginSessionsRoutes, sessionStoreOf } from './modules/sessions';
import { softwareRoutes } from './modules/software';
import { sshKeysRoutes } from './modules/sshKeys';
import { opsRoutes, staffSessionStoreOf } from './modules/staff';
import { storeRoutes } from './modules/store';
import { templatesRoutes } from './modules/templates';
import { terminalRoutes } from './modules/terminal';
import { timelineRoutes } from './modules/timeline';
import { opsVerificationRoutes, verificationRoutes } from './modules/verification';
import { gpuWaitsRoutes } from './modules/waits';
import {
  paymentNotifyRoutes,
  runwayRoutes,
  topUpRefundsRoutes,
  topUpRoutes,
  walletRoutes,
} from './modules/wallet';
import { webhooksRoutes } from './modules/webhooks';
import { opsWorkOrdersRoutes, workOrderDeskRoutes, workOrdersRoutes } from './modules/workOrders';
import { computeProviderOf, machineShellOf } from './providers/compute/compute-of-config';
import type { ComputeProvider } from './providers/compute/compute-provider';
import type { MachineShell } from './providers/compute/machine-shell';
import { simulatedPluginRoutes } from './providers/compute/simulated/simulated-plugin.routes';
import { emailProviderOf } from './providers/email/create-email-provider';
import { createOutboxEmailProvider } from './providers/email/outbox-email-provider';
import { createFileStore } from './providers/files/create-file-store';
import type { FileStore } from './providers/files/file-store';
import { paymentGatewaysOf } from './providers/payments/create-payment-gateways';
import { payChannelsOf, paymentGateways } from './providers/payments/payment-gateways';
import type { PaymentProvider } from './providers/payments/payment-provider';
import { sandboxCashierRoutes } from './providers/payments/sandbox/sandbox-cashier.routes';
import { createSandboxGateway } from './providers/payments/sandbox/sandbox-gateway';
import { smsProviderOf } from './providers/sms/create-sms-provider';
import { createOutboxSmsProvider } from './providers/sms/outbox-sms-provider';
import type { SmsProvider } from './providers/sms/sms-provider';
import { verificationProviderOf } from './providers/verification/create-verification-provider';
import { createSandboxVerification } from './providers/verification/sandbox/sandbox-verification';
import { sandboxVerificationRoutes } from './providers/verification/sandbox/sandbox-verification.routes';
import type { VerificationProvider } from './providers/verification/verification-provider';
import { createSandboxWeChat, type WeChatProvider } from './providers/wechat/wechat-provider';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
  /**
   * How the sandbox gateway reaches our notify endpoint: over HTTP at PUBLIC_BASE_URL (default), or
   * in-process through inject() for tests that have no listening socket.
   */
  sandboxTransport?: 'http' | 'inject';
  compute?: ComputeProvider;
  /** Another shell into machines than the configured provider's (tests open fake processes). */
  shell?: MachineShell;
  /** Another file store than the configured one (tests keep files in their own folder). */
  files?: FileStore;
  /**
   * Other payment gateways than PAYMENT_PROVIDER's, in order of preference (the sandbox cashier's
   * pages are served only when the sandbox is among them).
   */
  payments?: readonly PaymentProvider[];
  /** Another WeChat login than the sandbox (whose confirm pages are then not served). */
  wechat?: WeChatProvider;
  /** Another verification provider than the configured one (the sandbox's pages are then not served). */
  verification?: VerificationProvider;
  /** Where the log goes instead of stdout (tests read it back). */
  logStream?: NodeJS.WritableStream;
  /** The process's lifecycle (main.ts drains it on a stop signal); a fresh one by default. */
  lifecycle?: Lifecycle;
}

export interface App {
  server: FastifyInstance;
  deps: AppDeps;
  /** Every route as registered, for tests that walk the whole API (malformed input, authorization). */
  routes: RouteOptions[];
  /** Prometheus metrics when METRICS_PORT is set (main.ts serves them on that port); null otherwise. */
  metrics: Metrics | null;
}

/** Assembles the HTTP server: parsing, access control, errors, every feature's routes, docs and the SPA. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database } = options;
  const sandboxes = sandboxesIn([
    ...(options.payments?.map((gateway) => gateway.name) ?? config.payments.providers).map((name) => ({
      kind: 'payments' as const,
      name,
    })),
    { kind: 'wechat login', name: options.wechat?.name ?? SANDBOX_PROVIDER },
    { kind: 'verification', name: options.verification?.name ?? config.verification.provider },
  ] satisfies ProviderInUse[]);
  assertSandboxesAllowed(config, sandboxes);
  const server = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    childLoggerFactory: lazyChildLogger,
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // The router's and the HTTP parser's refusals are the envelope too.
    frameworkErrors: routerRefusal,
    clientErrorHandler: clientRefusal,
  });
  const routes: RouteOptions[] = [];
  server.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Metrics only where they are served (METRICS_PORT): test servers without them keep no registry.
  const metrics = config.metrics.port > 0 ? createMetrics() : null;
  if (metrics) {
    registerHttpMetrics(server, metrics);
    registerDbPoolMetrics(metrics, database);
  }
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(responseSerializer);

  const clock = options.clock ?? systemClock;
  const sandboxGateway = createSandboxGateway({
    db: database.db,
    clock,
    log: server.log,
    publicBaseUrl: config.publicBaseUrl,
    secret: config.payments.sandboxSecret,
    deliveries: config.payments.sandboxDeliveries,
    deliver: sandboxDelivery(server, config.publicBaseUrl, options.sandboxTransport ?? 'http'),
  });
  const vault = new PersonalDataVault(config.dataKey, config.oldDataKeys);
  const sandboxVerification = createSandboxVerification({
    db: database.db,
    vault,
    clock,
    publicBaseUrl: config.publicBaseUrl,
  });
  const verification = options.verification ?? verificationProviderOf(config, sandboxVerification);
  const sessionCache = new SessionCache();
  const reads = new ReadCache();
  const sessionSync = await startSessionSync({ database, cache: sessionCache, reads, log: server.log });
  server.addHook('onClose', () => sessionSync.close());
  const sharedStore = config.redisUrl ? await connectSharedStore(config.redisUrl, server.log) : null;
  server.addHook('onClose', async () => {
    await sharedStore?.quit();
  });
  const compute: ComputeProvider & { close?(): void } =
    options.compute ?? computeProviderOf(config, { db: database.db, vault, log: server.log });
  // The docker provider follows its engines' event streams until the server closes.
  server.addHook('onClose', async () => compute.close?.());
  const sms =
    options.sms ??
    smsProviderOf(config.messaging, createOutboxSmsProvider(database.db, server.log), server.log);
  const email = emailProviderOf(
    config.messaging,
    createOutboxEmailProvider(database.db, server.log),
    server.log,
  );
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    clock,
    sms: metrics ? countingFailures(sms, metrics, 'sms') : sms,
    email: metrics ? countingFailures(email, metrics, 'email') : email,
    wechat: options.wechat ?? createSandboxWeChat(config.publicBaseUrl),
    payments: options.payments
      ? paymentGateways(options.payments)
      : paymentGatewaysOf(config, { sandbox: sandboxGateway, clock, log: server.log }),
    compute,
    shell: options.shell ?? machineShellOf(config),
    files: options.files ?? createFileStore(config),
    fileLinks: new FileLinks(config.dataKey),
    vault,
    verification,
    log: server.log,
    sessionCache,
    sessionSync,
    reads,
    sessionStore: sessionStoreOf(database.db),
    sharedStore,
    accessKeyGate: createAccessKeyGate({
      db: database.db,
      vault,
      clock,
      config,
      reads,
      sharedStore,
      log: server.log,
    }),
    stepUpGate: createStepUpGate({ db: database.db, clock, config }),
    staffSessionStore: staffSessionStoreOf(database.db),
    lifecycle: options.lifecycle ?? new Lifecycle(),
    resolveHost: systemHostResolver,
  };
  deps.compute.onStateChange(instanceStateListener(deps));
  if (metrics) registerBusinessMetrics(metrics, deps);
  // Service origins are answered at the HTTP server, ahead of Fastify and its WebSocket listener.
  const serviceGateway = attachServiceGateway(server.server, deps);
  // A shutdown ends the proxied WebSockets too (the server would otherwise wait for them).
  server.addHook('preClose', (done) => {
    serviceGateway.close();
    done();
  });

  // Hooks on every request are written with `done` rather than async: no promise per request.
  server.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // While draining, clients that talk to this replica directly reconnect elsewhere after this answer.
    if (deps.lifecycle.draining) reply.header('connection', 'close');
    done();
  });
  registerSecurityHeaders(server);
  registerHandlerTimeout(server, config.requestTimeoutMs);
  registerErrorHandling(server);
  registerOptionalBodies(server);
  registerAccessControl(server, deps);
  await server.register(formbody, { bodyLimit: config.bodyLimitBytes });
  // Uploads are read by the routes that take them (core/files/upload.ts), file by file, never buffered here.
  await server.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  await server.register(compress, { global: true, threshold: 1024 });
  // WebSocket routes (the web terminal). Shutting down says so to every socket (1001, going away).
  await server.register(websocket, {
    options: { maxPayload: 1 << 20 },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server_closing');
      this.websocketServer.close();
      done();
    },
  });
  await registerOpenApi(server, config.publicBaseUrl);

  await server.register(healthRoutes, { deps });
  await server.register(authRoutes, { deps });
  await server.register(secondFactorRoutes, { deps });
  await server.register(wechatRoutes, { deps });
  await server.register(accountRoutes, { deps });
  await server.register(accountCentreRoutes, { deps });
  await server.register(loginSessionsRoutes, { deps });
  await server.register(subAccountInstancesRoutes, { deps });
  await server.register(unregisterRoutes, { deps });
  await server.register(storeRoutes, { deps });
  await server.register(noticesRoutes, { deps });
  await server.register(docsRoutes, { deps });
  await server.register(opsDocsRoutes, { deps });
  await server.register(inboxRoutes, { deps });
  await server.register(walletRoutes, { deps });
  await server.register(runwayRoutes, { deps });
  await server.register(timelineRoutes, { deps });
  await server.register(topUpRoutes, { deps });
  await server.register(couponsRoutes, { deps });
  await server.register(ordersRoutes, { deps });
  await server.register(instancesRoutes, { deps });
  await server.register(instanceActionsRoutes, { deps });
  await server.register(instanceBillingRoutes, { deps });
  await server.register(instanceResizeRoutes, { deps });
  await server.register(monitoringRoutes, { deps });
  await server.register(costReportsRoutes, { deps });
  await server.register(paymentNotifyRoutes, { deps });
  await server.register(adminRoutes, { deps });
  await server.register(opsRoutes, { deps });
  await server.register(opsUsersRoutes, { deps });
  await server.register(adjustmentsRoutes, { deps });
  await server.register(topUpRefundsRoutes, { deps });
  await server.register(fleetRoutes, { deps });
  await server.register(opsCouponsRoutes, { deps });
  await server.register(opsNoticesRoutes, { deps });
  await server.register(opsBannersRoutes, { deps });
  await server.register(opsNotificationsRoutes, { deps });
  await server.register(overviewRoutes, { deps });
  await server.register(workOrdersRoutes, { deps });
  await server.register(opsWorkOrdersRoutes, { deps });
  await server.register(workOrderDeskRoutes, { deps });
  await server.register(agreementsRoutes, { deps });
  await server.register(softwareRoutes, { deps });
  await server.register(pointsRoutes, { deps });
  await server.register(catalogRoutes, { deps });
  await server.register(verificationRoutes, { deps });
  await server.register(opsVerificationRoutes, { deps });
  await server.register(invoicesRoutes, { deps });
  await server.register(partnersRoutes, { deps });
  await server.register(reservationsRoutes, { deps });
  await server.register(disksRoutes, { deps });
  await server.register(customImagesRoutes, { deps });
  await server.register(pluginsRoutes, { deps });
  await server.register(autoStopRoutes, { deps });
  await server.register(gpuWaitsRoutes, { deps });
  await server.register(servicesRoutes, { deps });
  await server.register(accessKeyRoutes, { deps });
  await server.register(opsAccessKeyRoutes, { deps });
  await server.register(sshKeysRoutes, { deps });
  await server.register(passkeysRoutes, { deps });
  await server.register(webhooksRoutes, { deps });
  await server.register(publicApiRoutes, { deps });
  await server.register(terminalRoutes, { deps });
  await server.register(templatesRoutes, { deps });

  // A sandbox's pages exist only while it is the provider in use.
  if (deps.wechat.name === SANDBOX_PROVIDER) await server.register(wechatSandboxRoutes, { deps });
  if (deps.verification === sandboxVerification)
    await server.register(sandboxVerificationRoutes, { sandbox: sandboxVerification });
  // The docker provider keeps KVM and bare metal simulated, and with them their plugins' sandbox pages.
  if (deps.compute.name === 'simulated' || deps.compute.name === 'docker')
    await server.register(simulatedPluginRoutes, { db: deps.db });
  if (deps.payments.named(SANDBOX_PROVIDER) === sandboxGateway) {
    await server.register(sandboxCashierRoutes, { gateway: sandboxGateway, now: () => clock.now() });
  }

  await registerSpa(server, config.webDistDir, {
    sandboxRibbon: showsSandboxRibbon(config, sandboxes),
    payChannels: payChannelsOf(deps.payments),
    // The web build's server-side render beside its client build (apps/web/dist-ssr).
    paintWithData: config.webDistDir
      ? dataPainter(server, deps, path.join(config.webDistDir, '..', 'dist-ssr', 'prerender.js'))
      : undefined,
  });
  return { server, deps, routes, metrics };
}

const NOTIFY_PATH = walletEndpoints.paymentNotify.path;

function sandboxDelivery(server: FastifyInstance, publicBaseUrl: string, transport: 'http' | 'inject') {
  return async (notification: SandboxNotification): Promise<boolean> => {
    if (transport === 'inject') {
      const reply = await server.inject({ method: 'POST', url: NOTIFY_PATH, payload: notification });
      return reply.json<{ status: number }>().status === 0;
    }
    const response = await fetch(`${publicBaseUrl}${NOTIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(10_000),
    });
    return ((await response.json()) as { status: number }).status === 0;
  };
}

/** Answers a request that is still running after the timeout, so no caller hangs forever. */
function registerHandlerTimeout(server: FastifyInstance, timeoutMs: number): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  server.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'request timed out');
      const reason = translateReason('request timed out', readerLanguage(request));
      void reply.code(503).send(failure(ErrorCode.HTTP_ERROR, reason));
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
    done();
  });
  server.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}
