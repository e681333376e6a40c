import { accessKeyEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  createAccessKey,
  deleteAccessKey,
  listAccessKeys,
  rotateAccessKey,
  setAccessKeyEnabled,
} from './access-keys.service';
import { setSubAccountKeyEnabled, subAccountKeys } from './sub-account-keys.service';

/**
 * The console's access-key page: every account (main or sub-account) manages its own keys, and a
 * main account sees and switches off its sub-accounts' keys.
 */
export const accessKeyRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listAccessKeys(deps, authOf(request))));
  handle(app, endpoints.create, async (request) =>
    ok(await createAccessKey(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.setEnabled, async (request) =>
    ok(await setAccessKeyEnabled(deps, authOf(request), request.body.access_key_id, request.body.enabled)),
  );
  handle(app, endpoints.rotate, async (request) =>
    ok(await rotateAccessKey(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.subAccountList, async (request) => ok(await subAccountKeys(deps, authOf(request))));
  handle(app, endpoints.subAccountSetEnabled, async (request) =>
    ok(await setSubAccountKeyEnabled(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.remove, async (request) => {
    await deleteAccessKey(deps, authOf(request), request.body.access_key_id);
    return ok({});
  });
};
