import { instancesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { runPowerAction, startInstance } from './actions.service';
import { instanceLog } from './instances.service';
import {
  changeInstancePassword,
  getInstanceAccess,
  getRdpFile,
  localImagesFor,
  reinitialiseInstance,
  takeScreenshot,
} from './machine.service';
import { availableOnHost, migrateInstance, migrationConditions } from './placement.service';
import { listRemainDisks, releaseInstance } from './retention.service';
import { setSshPasswordLogin } from './ssh-access.service';

/** What a person does with a rented machine: power, access, reinstall, logs, placement and release. */
export const instanceActionsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.stop, async (request) =>
    ok(await runPowerAction(deps, authOf(request), request.body.instance_id, 'stop')),
  );
  handle(app, endpoints.restart, async (request) =>
    ok(await runPowerAction(deps, authOf(request), request.body.instance_id, 'restart')),
  );

  handle(app, endpoints.startFromShutdown, async (request) =>
    ok(await startInstance(deps, authOf(request), request.body, 'stopped')),
  );
  handle(app, endpoints.startFromKeptDisk, async (request) =>
    ok(await startInstance(deps, authOf(request), request.body, 'keptDisk')),
  );

  handle(app, endpoints.access, async (request) =>
    ok(await getInstanceAccess(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.setSshPasswordLogin, async (request) =>
    ok(await setSshPasswordLogin(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.rdpFile, async (request) =>
    ok(await getRdpFile(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.modifyPassword, async (request) => {
    await changeInstancePassword(deps, authOf(request), request.body.instance_id, request.body.password);
    return ok({});
  });

  handle(app, endpoints.screenshot, async (request) =>
    ok(await takeScreenshot(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.localImages, async (request) =>
    ok(await localImagesFor(deps, authOf(request), request.query.instance_id)),
  );

  handle(app, endpoints.reinit, async (request) =>
    ok(await reinitialiseInstance(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.logs, async (request) =>
    ok(await instanceLog(deps, authOf(request), request.body, readerLanguage(request))),
  );

  handle(app, endpoints.availableGpus, async (request) =>
    ok(await availableOnHost(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.migrationConditions, async (request) =>
    ok(await migrationConditions(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.migrate, async (request) =>
    ok(await migrateInstance(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.remainDisks, async (request) =>
    ok(await listRemainDisks(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.release, async (request) =>
    ok(await releaseInstance(deps, authOf(request), request.body.instance_id)),
  );
};
