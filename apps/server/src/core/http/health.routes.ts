import { ErrorCode, systemEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../envelope';
import { AppError } from '../errors';
import { handle } from './endpoint-routes';
import type { RoutesPlugin } from './route-types';

const VERSION = '1.0.0';

/**
 * /api/health (the database answers, as scripts have always polled it), liveness (the process
 * answers) and readiness (it takes traffic: not draining, database reachable; migrations ran before
 * the server was built, so a listening process has them).
 */
export const healthRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.health, async () => {
    const up = await deps.database.ping();
    if (!up) throw new AppError(ErrorCode.DATABASE_ERROR, 'database unreachable', 503);
    return ok({ database: 'up' as const, engine: deps.database.engine, version: VERSION });
  });
  handle(app, endpoints.live, async () => ok({ live: true as const }));
  handle(app, endpoints.ready, async () => {
    if (deps.lifecycle.draining) throw new AppError(ErrorCode.HTTP_ERROR, 'draining', 503);
    const up = await deps.database.ping();
    if (!up) throw new AppError(ErrorCode.DATABASE_ERROR, 'database unreachable', 503);
    return ok({ ready: true as const, engine: deps.database.engine });
  });
};
