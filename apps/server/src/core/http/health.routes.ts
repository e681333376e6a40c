import { ErrorCode, systemEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../envelope';
import { AppError } from '../errors';
import { handle } from './endpoint-routes';
import type { RoutesPlugin } from './route-types';

const VERSION = '1.0.0';

export const healthRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.health, async () => {
    const up = await deps.database.ping();
    if (!up) throw new AppError(ErrorCode.DATABASE_ERROR, 'database unreachable', 503);
    return ok({ database: 'up' as const, engine: deps.database.engine, version: VERSION });
  });
};
