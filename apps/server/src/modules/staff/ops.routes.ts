import { opsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf, staffOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import { listAudit } from './audit.service';
import { staffLogin, staffLoginTotp } from './staff-login.service';
import { createStaff, disableStaff, listStaff, resetStaffTotp, setStaffRole } from './staff-members.service';
import { staffLogout, staffMe } from './staff-sessions.service';

/** The operator console's own calls: staff login, the staff session, staff management and the audit trail. */
export const opsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.login, async (request) =>
    ok(await staffLogin(deps, request.body, requestMeta(request))),
  );

  handle(app, endpoints.loginTotp, async (request) =>
    ok(await staffLoginTotp(deps, request.body, requestMeta(request))),
  );

  handle(app, endpoints.logout, async (request) => {
    await staffLogout(deps, staffActorOf(request));
    return ok({});
  });

  handle(app, endpoints.me, async (request) => ok(await staffMe(deps, staffOf(request))));

  handle(app, endpoints.auditList, async (request) =>
    ok(await listAudit(deps, request.body, readerLanguage(request))),
  );

  handle(app, endpoints.staffList, async () => ok(await listStaff(deps)));

  handle(app, endpoints.staffCreate, async (request) =>
    ok(await createStaff(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.staffSetRole, async (request) => {
    await setStaffRole(deps, staffActorOf(request), request.body.staff_id, request.body.role);
    return ok({});
  });

  handle(app, endpoints.staffDisable, async (request) => {
    await disableStaff(deps, staffActorOf(request), request.body.staff_id);
    return ok({});
  });

  handle(app, endpoints.staffResetTotp, async (request) => {
    await resetStaffTotp(deps, staffActorOf(request), request.body.staff_id);
    return ok({});
  });
};
