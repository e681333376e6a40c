import { getSmsOutboxRequest, getSmsOutboxResponse } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import type { RoutesPlugin } from '../../core/http/route-types';
import { listSmsOutbox } from './admin.service';

const tags = ['admin'];

export const adminRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/admin/get_sms_outbox',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'The latest 50 messages of the sandbox SMS outbox (operators only)',
        body: getSmsOutboxRequest,
        response: { 200: getSmsOutboxResponse },
      },
    },
    async (request) => ok({ list: await listSmsOutbox(deps, request.body.phone) }),
  );
};
