import { accountEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  changeNoticeEmail,
  changeNoticeSettings,
  getAccountSettings,
  modifyNotifyPhone,
  modifyPassword,
  modifyUserName,
} from './security.service';
import {
  addSubAccount,
  deleteSubAccount,
  getSubAccounts,
  noteSubAccount,
  resetSubAccountPassword,
  setSubAccountMoneyLimit,
} from './sub-accounts.service';

/** The account centre (SPEC §2 safe, accountInfo, subAccountInstance; §6 sub-account rules). */
export const accountCentreRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.modifyUserName, async (request) => {
    await modifyUserName(deps, authOf(request), request.body.name);
    return ok({});
  });

  handle(app, endpoints.settings, async (request) => ok(await getAccountSettings(deps, authOf(request))));

  handle(app, endpoints.modifyPassword, async (request) =>
    ok(await modifyPassword(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.modifyNotifyPhone, async (request) => {
    await modifyNotifyPhone(deps, authOf(request), request.body);
    return ok({});
  });

  handle(app, endpoints.changeNoticeEmail, async (request) =>
    ok(await changeNoticeEmail(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.changeNoticeSetting, async (request) => {
    await changeNoticeSettings(deps, authOf(request), request.body.settings);
    return ok({});
  });

  handle(app, endpoints.subAccounts, async (request) => ok(await getSubAccounts(deps, authOf(request))));

  handle(app, endpoints.addSubAccount, async (request) =>
    ok(await addSubAccount(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.deleteSubAccount, async (request) =>
    ok(await deleteSubAccount(deps, authOf(request), request.body.sub_account_id)),
  );

  handle(app, endpoints.noteSubAccount, async (request) =>
    ok(await noteSubAccount(deps, authOf(request), request.body.sub_account_id, request.body.note)),
  );

  handle(app, endpoints.resetSubAccountPassword, async (request) =>
    ok(
      await resetSubAccountPassword(
        deps,
        authOf(request),
        request.body.sub_account_id,
        request.body.password,
      ),
    ),
  );

  handle(app, endpoints.subAccountMoneyLimit, async (request) =>
    ok(
      await setSubAccountMoneyLimit(
        deps,
        authOf(request),
        request.body.sub_account_id,
        request.body.money_limit,
      ),
    ),
  );
};
