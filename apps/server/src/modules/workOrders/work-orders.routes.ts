import { workOrderUnreadFlagResponse } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { hasUnreadReply } from './work-orders.repository';

/** Third-party API (Authorization: Bearer): mounted under /third-party/api/v1. */
export const workOrdersRoutes: RoutesPlugin = async (app, { deps }) => {
  app.get(
    '/work-order/unread-flag',
    {
      config: { access: 'bearer' },
      schema: {
        tags: ['work orders'],
        summary: 'Whether a reply on one of the caller’s work orders is unread',
        security: [{ bearer: [] }],
        response: { 200: workOrderUnreadFlagResponse },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return ok({ unread: await hasUnreadReply(deps.db, auth) });
    },
  );
};
