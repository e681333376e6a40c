import { sshKeysEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { addSshKey, listSshKeys, removeSshKey, renameSshKey } from './ssh-keys.service';

/** The account centre's SSH keys: every account (main or sub-account) manages its own. */
export const sshKeysRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listSshKeys(deps, authOf(request))));
  handle(app, endpoints.add, async (request) => ok(await addSshKey(deps, authOf(request), request.body)));
  handle(app, endpoints.rename, async (request) =>
    ok(await renameSshKey(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.remove, async (request) =>
    ok(await removeSshKey(deps, authOf(request), request.body.key_id)),
  );
};
