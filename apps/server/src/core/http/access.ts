import { type Access, ErrorCode, Reason } from '@gpucloud/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/identity';
import { hasStaffRole, isMainAccount } from '../auth/policies';
import { lookupSession } from '../auth/session-lookup';
import type { AppDeps } from '../deps';
import { AppError, permissionDenied } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bodySession(request: FastifyRequest): string | undefined {
  const source = request.method === 'GET' ? request.query : request.body;
  if (source && typeof source === 'object' && 'session' in source) {
    const value = (source as { session: unknown }).session;
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Reads the caller's auth; a route handler behind a non-public access level always has one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ErrorCode.SESSION_INVALID, Reason.SESSION_REQUIRED);
  return request.auth;
}

export function registerAccessControl(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  // Every route says who may call it; a forgotten declaration fails at start-up, not in production.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') || route.url.startsWith('/third-party/');
    if (isApi && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`route ${route.method} ${route.url} declares no config.access`);
    }
  });
  // Runs before body validation, so a caller without a session learns nothing about the schema.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    // A body that is not an object cannot carry `session`; say so rather than "please log in".
    if (
      request.body !== undefined &&
      (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body))
    ) {
      throw new AppError(ErrorCode.ILLEGAL_BODY, 'illegal request body: expected an object');
    }
    if (access === 'bearer') {
      const lookup = await lookupSession(deps, bearerToken(request));
      if (!lookup.ok) {
        throw lookup.problem === 'expired'
          ? new AppError(ErrorCode.ACCESS_TOKEN_EXPIRED, 'access token expired')
          : new AppError(ErrorCode.ILLEGAL_ACCESS_TOKEN, 'illegal access token');
      }
      request.auth = lookup.auth;
      return;
    }
    if (access === 'public') return;
    // The web sends the session of a GET as `Authorization: Bearer`, so no token lands in a URL
    // (and a log line); the `session` query parameter stays accepted for older clients.
    const lookup = await lookupSession(deps, bodySession(request) ?? bearerToken(request));
    if (!lookup.ok) {
      const reason = lookup.problem === 'missing' ? Reason.SESSION_REQUIRED : Reason.SESSION_EXPIRED;
      throw new AppError(ErrorCode.SESSION_INVALID, reason);
    }
    request.auth = lookup.auth;
    if (access === 'main' && !isMainAccount(lookup.auth)) {
      throw permissionDenied('permission denied: sub-accounts cannot do this');
    }
    if (access === 'operator' && !hasStaffRole(lookup.auth, 'operator')) {
      throw permissionDenied('permission denied: operators only');
    }
  });
}
