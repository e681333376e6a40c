import {
  accessResponse,
  availableKvmNumResponse,
  emptyData,
  envelopeSchema,
  instanceIdRequest,
  instanceLogRequest,
  instanceLogResponse,
  instanceStatusResponse,
  localImagesQuery,
  localImagesResponse,
  migrateRequest,
  migrationConditionsResponse,
  modifyInstancePasswordRequest,
  rdpFileResponse,
  reinitRequest,
  remainDiskRequest,
  remainDiskResponse,
  screenshotResponse,
  startInstanceRequest,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
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

const tags = ['instances'];
const session = { access: 'session' } as const;

/** What a person does with a rented machine: power, access, reinstall, logs, placement and release. */
export const instanceActionsRoutes: RoutesPlugin = async (app, { deps }) => {
  const powerRoutes = [
    ['/instance/stop', 'stop', 'Stop a running instance (pay-as-you-go gives its GPUs back to the host)'],
    ['/restart_kvm', 'restart', 'Restart a running instance'],
  ] as const;
  for (const [url, action, summary] of powerRoutes) {
    app.post(
      url,
      {
        config: session,
        schema: { tags, summary, body: instanceIdRequest, response: { 200: instanceStatusResponse } },
      },
      async (request) => ok(await runPowerAction(deps, authOf(request), request.body.instance_id, action)),
    );
  }

  const startRoutes = [
    ['/restart_kvm_from_shutdown', false, 'Start a stopped instance, with fewer GPUs if its host lacks them'],
    [
      '/run_kvm_from_keepped_instancee',
      true,
      'Start an expired instance from its kept disk, as pay-as-you-go',
    ],
  ] as const;
  for (const [url, fromKeptDisk, summary] of startRoutes) {
    app.post(
      url,
      {
        config: session,
        schema: { tags, summary, body: startInstanceRequest, response: { 200: instanceStatusResponse } },
      },
      async (request) => ok(await startInstance(deps, authOf(request), request.body, fromKeptDisk)),
    );
  }

  app.post(
    '/get_vnc_and_ssh',
    {
      config: session,
      schema: {
        tags,
        summary: 'SSH and VNC access of a running instance',
        body: instanceIdRequest,
        response: { 200: accessResponse },
      },
    },
    async (request) => ok(await getInstanceAccess(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/get_rdp_file',
    {
      config: session,
      schema: {
        tags,
        summary: 'Remote Desktop file of a running Windows instance',
        body: instanceIdRequest,
        response: { 200: rdpFileResponse },
      },
    },
    async (request) => ok(await getRdpFile(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/modify_kvm_password',
    {
      config: session,
      schema: {
        tags,
        summary: 'Set the login password of a running instance',
        body: modifyInstancePasswordRequest,
        response: { 200: envelopeSchema(emptyData) },
      },
    },
    async (request) => {
      await changeInstancePassword(deps, authOf(request), request.body.instance_id, request.body.password);
      return ok({});
    },
  );

  app.post(
    '/screenshot_kvm',
    {
      config: session,
      schema: {
        tags,
        summary: 'Screenshot of a running instance',
        body: instanceIdRequest,
        response: { 200: screenshotResponse },
      },
    },
    async (request) => ok(await takeScreenshot(deps, authOf(request), request.body.instance_id)),
  );

  app.get(
    '/instance/kvm/get_local_images',
    {
      config: session,
      schema: {
        tags,
        summary: 'Images an instance can be reinitialised with',
        querystring: localImagesQuery,
        response: { 200: localImagesResponse },
      },
    },
    async (request) => ok(await localImagesFor(deps, authOf(request), request.query.instance_id)),
  );

  app.post(
    '/instance/kvm/reinit_kvm_async',
    {
      config: session,
      schema: {
        tags,
        summary: 'Reinstall the system disk with another image (it is wiped)',
        body: reinitRequest,
        response: { 200: instanceStatusResponse },
      },
    },
    async (request) => ok(await reinitialiseInstance(deps, authOf(request), request.body)),
  );

  app.post(
    '/logs/get_instance_log_list',
    {
      config: session,
      schema: {
        tags,
        summary: 'What happened to an instance, newest first',
        body: instanceLogRequest,
        response: { 200: instanceLogResponse },
      },
    },
    async (request) => ok(await instanceLog(deps, authOf(request), request.body)),
  );

  app.post(
    '/instance/get_instance_available_kvm_num',
    {
      config: session,
      schema: {
        tags,
        summary: "Free GPUs on the instance's host now",
        body: instanceIdRequest,
        response: { 200: availableKvmNumResponse },
      },
    },
    async (request) => ok(await availableOnHost(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/instance/get_kvm_migration_conditions',
    {
      config: session,
      schema: {
        tags,
        summary: 'Hosts a stopped instance can move to',
        body: instanceIdRequest,
        response: { 200: migrationConditionsResponse },
      },
    },
    async (request) => ok(await migrationConditions(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/instance/migrate_instance',
    {
      config: session,
      schema: {
        tags,
        summary: 'Move a stopped instance and its disk to another host',
        body: migrateRequest,
        response: { 200: instanceStatusResponse },
      },
    },
    async (request) => ok(await migrateInstance(deps, authOf(request), request.body)),
  );

  app.post(
    '/instance/get_remain_disk',
    {
      config: session,
      schema: {
        tags,
        summary: 'Disks kept for shut-down instances, with when each is released',
        body: remainDiskRequest,
        response: { 200: remainDiskResponse },
      },
    },
    async (request) => ok(await listRemainDisks(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/instance/remove_remain_disk_kvm',
    {
      config: session,
      schema: {
        tags,
        summary: 'Release a shut-down instance and its disk now',
        body: instanceIdRequest,
        response: { 200: instanceStatusResponse },
      },
    },
    async (request) => ok(await releaseInstance(deps, authOf(request), request.body.instance_id)),
  );
};
