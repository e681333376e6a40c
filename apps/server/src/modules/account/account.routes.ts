import { accountEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getUserInfo, getUserVipInfo } from './account.service';
import { setLanguage } from './language.service';

export const accountRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.userInfo, async (request) => ok(await getUserInfo(deps, authOf(request))));

  handle(app, endpoints.userVipInfo, async (request) => ok(await getUserVipInfo(deps, authOf(request))));

  handle(app, endpoints.setLanguage, async (request) =>
    ok(await setLanguage(deps, authOf(request), request.body.language)),
  );
};
