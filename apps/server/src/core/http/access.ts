import { type Access, type ApiScope, ErrorCode, Reason, type StaffRole } from '@gpucloud/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, StaffActor, StaffContext } from '../auth/identity';
import { hasStaffRole, isMainAccount } from '../auth/policies';
import { lookupSession } from '../auth/session-lookup';
import { lookupStaffSession } from '../auth/staff-session-lookup';
import type { AppDeps } from '../deps';
import { AppError, permissionDenied } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The scope an `access: 'key'` route needs (from the endpoint map). */
    scope?: ApiScope;
    /** Who besides admin may call an `access: 'staff'` route (from the endpoint map). */
    staffRoles?: readonly StaffRole[];
    /** A guarded call: a recent proof of the second factor, when the caller has one (issue 46). */
    stepUp?: boolean;
  }
  interface FastifyRequest {
    /** The exact body bytes of an open-API request (its signature covers them). */
    rawBody?: Buffer;
    auth: AuthContext | null;
    staff: StaffContext | null;
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

/** Reads the calling staff member; a route handler behind `access: 'staff'` always has one. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError(ErrorCode.SESSION_INVALID, Reason.SESSION_REQUIRED);
  return request.staff;
}

/** The calling staff member with what the audit trail records of the call: address and endpoint. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  return { staff: staffOf(request), ip: request.ip, endpoint: request.routeOptions.url ?? request.url };
}

/** A staff call: the token is looked up in staff sessions only, and the role must be one the route names. */
async function admitStaff(
  deps: Pick<AppDeps, 'clock' | 'staffSessionStore'>,
  request: FastifyRequest,
  token: string | undefined,
): Promise<void> {
  const lookup = await lookupStaffSession(deps, token);
  if (!lookup.ok) {
    const reason = lookup.problem === 'missing' ? Reason.SESSION_REQUIRED : Reason.SESSION_EXPIRED;
    throw new AppError(ErrorCode.SESSION_INVALID, reason);
  }
  request.staff = lookup.staff;
  if (!hasStaffRole(lookup.staff, request.routeOptions.config.staffRoles ?? [])) {
    throw permissionDenied(`permission denied: the ${lookup.staff.role} role cannot do this`);
  }
}

export function registerAccessControl(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);
  // Every route says who may call it; a forgotten declaration fails at start-up, not in production.
  app.addHook('onRoute', (route) => {
    const isApi =
      route.url.startsWith('/api/') ||
      route.url.startsWith('/third-party/') ||
      route.url.startsWith('/openapi/');
    if (isApi && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`route ${route.method} ${route.url} declares no config.access`);
    }
    if (route.config?.stepUp && route.config.access !== 'session' && route.config.access !== 'main') {
      throw new Error(`route ${route.method} ${route.url} asks for a step-up without a customer session`);
    }
    if (route.config?.access === 'staff' && !route.config.staffRoles) {
      throw new Error(`staff route ${route.method} ${route.url} names no config.staffRoles`);
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
    if (access === 'bearer' || access === 'bearer-main') {
      const lookup = await lookupSession(deps, bearerToken(request));
      if (!lookup.ok) {
        throw lookup.problem === 'expired'
          ? new AppError(ErrorCode.ACCESS_TOKEN_EXPIRED, 'access token expired')
          : new AppError(ErrorCode.ILLEGAL_ACCESS_TOKEN, 'illegal access token');
      }
      request.auth = lookup.auth;
      if (access === 'bearer-main' && !isMainAccount(lookup.auth)) {
        throw permissionDenied('permission denied: sub-accounts cannot do this');
      }
      return;
    }
    if (access === 'public') return;
    if (access === 'key') {
      const at = request.url.indexOf('?');
      request.auth = await deps.accessKeyGate.admit({
        method: request.method,
        path: at < 0 ? request.url : request.url.slice(0, at),
        query: at < 0 ? '' : request.url.slice(at + 1),
        body: request.rawBody ?? Buffer.alloc(0),
        headers: request.headers,
        ip: request.ip,
        scope: request.routeOptions.config.scope,
      });
      return;
    }
    // The web sends the session of a GET as `Authorization: Bearer`, so no token lands in a URL
    // (and a log line); the `session` query parameter stays accepted for older clients.
    const token = bodySession(request) ?? bearerToken(request);
    if (access === 'staff') return admitStaff(deps, request, token);
    const lookup = await lookupSession(deps, token);
    if (!lookup.ok) {
      const reason = lookup.problem === 'missing' ? Reason.SESSION_REQUIRED : Reason.SESSION_EXPIRED;
      throw new AppError(ErrorCode.SESSION_INVALID, reason);
    }
    request.auth = lookup.auth;
    if (access === 'main' && !isMainAccount(lookup.auth)) {
      throw permissionDenied('permission denied: sub-accounts cannot do this');
    }
    if (request.routeOptions.config.stepUp) await deps.stepUpGate.assertRecent(lookup.auth);
  });
}
