import { publicApiEndpoints as endpoints } from '@gpucloud/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/deps';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import {
  attachDisk,
  buySftp,
  createDisk,
  deleteDisk,
  detachDisk,
  expandDisk,
  listDisks,
  quoteCreate,
  quoteExpand,
  quoteSftp,
  resetSftpPassword,
  sftpInfo,
} from '../disks';
import { idempotencyKeyOf, oncePerIdempotencyKey } from './money-calls';

/**
 * Cloud disks and file storage as public API calls (issue 45), through the console's own services
 * (a sub-account's key: its own disks). Calls that charge take an Idempotency-Key and count toward
 * the key's cap.
 */
export function registerStorage(app: FastifyInstance, deps: AppDeps): void {
  const pathOf = (url: string) => url.split('?')[0] ?? '';

  handle(app, endpoints.disks, async (request) => ok(await listDisks(deps, authOf(request))));
  handle(app, endpoints.diskQuote, async (request) => ok(await quoteCreate(deps, request.body)));
  handle(app, endpoints.createDisk, async (request) => {
    const auth = authOf(request);
    const call = { path: pathOf(request.url), body: request.body };
    return ok(
      await oncePerIdempotencyKey(deps, auth, idempotencyKeyOf(request.headers), call, () =>
        createDisk(deps, auth, request.body),
      ),
    );
  });
  handle(app, endpoints.attachDisk, async (request) =>
    ok(await attachDisk(deps, authOf(request), { ...request.body, disk_id: request.params.id })),
  );
  handle(app, endpoints.detachDisk, async (request) =>
    ok(await detachDisk(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.expandDiskQuote, async (request) =>
    ok(await quoteExpand(deps, authOf(request), { ...request.body, disk_id: request.params.id })),
  );
  handle(app, endpoints.expandDisk, async (request) => {
    const auth = authOf(request);
    const call = { path: pathOf(request.url), body: request.body };
    return ok(
      await oncePerIdempotencyKey(deps, auth, idempotencyKeyOf(request.headers), call, () =>
        expandDisk(deps, auth, { ...request.body, disk_id: request.params.id }),
      ),
    );
  });
  handle(app, endpoints.deleteDisk, async (request) =>
    ok(await deleteDisk(deps, authOf(request), request.params.id)),
  );

  handle(app, endpoints.fileStorage, async (request) => ok(await sftpInfo(deps, authOf(request))));
  handle(app, endpoints.fileStorageQuote, async (request) =>
    ok(await quoteSftp(deps, authOf(request), request.body.size_gb)),
  );
  handle(app, endpoints.setFileStorage, async (request) => {
    const auth = authOf(request);
    const call = { path: pathOf(request.url), body: request.body };
    return ok(
      await oncePerIdempotencyKey(
        deps,
        auth,
        idempotencyKeyOf(request.headers),
        call,
        () => buySftp(deps, auth, request.body.size_gb),
        // The SFTP password is shown once and never kept: a repeat answers it empty.
        (answer) => ({ ...answer, Password: '' }),
      ),
    );
  });
  handle(app, endpoints.resetFileStoragePassword, async (request) =>
    ok(await resetSftpPassword(deps, authOf(request))),
  );
}
