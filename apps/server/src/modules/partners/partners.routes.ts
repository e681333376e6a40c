import { partnersEndpoints as endpoints, opsPartnersEndpoints as ops } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  applyAsPartner,
  decidePartner,
  deskPartners,
  partnerInfo,
  setPartnerLevel,
} from './partner-applications.service';
import {
  earningsByMonth,
  machineIncomeOf,
  runEarlySettlement,
  settlementsOf,
} from './partner-earnings.service';
import { setHostPartner } from './partner-machines.service';
import { referralsOf } from './partner-referrals';
import {
  applyForWithdrawal,
  deskWithdrawals,
  moveToBalance,
  payWithdrawal,
  refuseWithdrawal,
  revealWithdrawalAccount,
  withdrawalsOf,
} from './partner-withdrawals.service';

/** Sales partners (issue 15): the partner's pages, the finance desk and the fleet's partner hosts. */
export const partnersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.info, async (request) => ok(await partnerInfo(deps, authOf(request))));
  handle(app, endpoints.apply, async (request) =>
    ok(await applyAsPartner(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.referrals, async (request) =>
    ok(await referralsOf(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.byMonth, async (request) =>
    ok(await earningsByMonth(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.settlements, async (request) =>
    ok(await settlementsOf(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.machineIncome, async (request) =>
    ok(await machineIncomeOf(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.withdraw, async (request) =>
    ok(await applyForWithdrawal(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.withdrawals, async (request) =>
    ok(await withdrawalsOf(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.toBalance, async (request) =>
    ok(await moveToBalance(deps, authOf(request), request.body)),
  );

  handle(app, ops.list, async (request) => ok(await deskPartners(deps, request.body)));
  handle(app, ops.decide, async (request) => {
    await decidePartner(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, ops.setLevel, async (request) => {
    await setPartnerLevel(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, ops.withdrawals, async (request) => ok(await deskWithdrawals(deps, request.body)));
  handle(app, ops.revealAccount, async (request) =>
    ok(await revealWithdrawalAccount(deps, staffActorOf(request), request.body.withdrawal_id)),
  );
  handle(app, ops.pay, async (request) => {
    await payWithdrawal(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, ops.refuse, async (request) => {
    await refuseWithdrawal(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, ops.settle, async (request) => ok(await runEarlySettlement(deps, staffActorOf(request))));
  handle(app, ops.hostPartner, async (request) => {
    await setHostPartner(deps, staffActorOf(request), request.body);
    return ok({});
  });
};
