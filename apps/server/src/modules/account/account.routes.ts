import { getUserInfoResponse, getUserVipInfoResponse, sessionOnlyRequest } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getUserInfo, getUserVipInfo } from './account.service';

const tags = ['account'];

export const accountRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/get_user_info',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The caller's user info (SPEC §3)",
        body: sessionOnlyRequest,
        response: { 200: getUserInfoResponse },
      },
    },
    async (request) => ok(await getUserInfo(deps, authOf(request))),
  );

  app.post(
    '/get_user_vip_info',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Membership score and level',
        body: sessionOnlyRequest,
        response: { 200: getUserVipInfoResponse },
      },
    },
    async (request) => ok(await getUserVipInfo(deps, authOf(request))),
  );
};
