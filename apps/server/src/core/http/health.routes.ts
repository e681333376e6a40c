import { ErrorCode, healthResponse } from '@gpucloud/contracts';
import { ok } from '../envelope';
import { AppError } from '../errors';
import type { RoutesPlugin } from './route-types';

const VERSION = '1.0.0';

export const healthRoutes: RoutesPlugin = async (app, { deps }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponse },
      },
    },
    async () => {
      const up = await deps.database.ping();
      if (!up) throw new AppError(ErrorCode.DATABASE_ERROR, 'database unreachable', 503);
      return ok({ database: 'up' as const, engine: deps.database.engine, version: VERSION });
    },
  );
};
