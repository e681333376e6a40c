import { disksEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  attachDisk,
  createDisk,
  deleteDisk,
  detachDisk,
  expandDisk,
  listDisks,
  quoteCreate,
  quoteExpand,
} from './cloud-disks.service';
import { buySftp, quoteSftp, resetSftpPassword, revealSftpPassword, sftpInfo } from './file-storage.service';

/** The console's cloud disk page: cloud disks and file storage, every account its own. */
export const disksRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listDisks(deps, authOf(request))));
  handle(app, endpoints.createQuote, async (request) => ok(await quoteCreate(deps, request.body)));
  handle(app, endpoints.create, async (request) => ok(await createDisk(deps, authOf(request), request.body)));
  handle(app, endpoints.attach, async (request) => ok(await attachDisk(deps, authOf(request), request.body)));
  handle(app, endpoints.detach, async (request) =>
    ok(await detachDisk(deps, authOf(request), request.body.disk_id)),
  );
  handle(app, endpoints.expandQuote, async (request) =>
    ok(await quoteExpand(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.expand, async (request) => ok(await expandDisk(deps, authOf(request), request.body)));
  handle(app, endpoints.remove, async (request) =>
    ok(await deleteDisk(deps, authOf(request), request.body.disk_id)),
  );
  handle(app, endpoints.sftpInfo, async (request) => ok(await sftpInfo(deps, authOf(request))));
  handle(app, endpoints.sftpQuote, async (request) =>
    ok(await quoteSftp(deps, authOf(request), request.body.size_gb)),
  );
  handle(app, endpoints.buySftp, async (request) =>
    ok(await buySftp(deps, authOf(request), request.body.size_gb)),
  );
  handle(app, endpoints.revealSftpPassword, async (request) =>
    ok(await revealSftpPassword(deps, authOf(request))),
  );
  handle(app, endpoints.resetSftpPassword, async (request) =>
    ok(await resetSftpPassword(deps, authOf(request))),
  );
};
