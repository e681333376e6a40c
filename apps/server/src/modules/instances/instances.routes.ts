import {
  envelopeSchema,
  INSTANCE_KINDS,
  INSTANCE_STATUSES,
  instanceRow,
  intField,
  pageField,
  pageSizeField,
  rentalCreatedResponse,
  rentalQuoteResponse,
  rentalRequest,
  sessionField,
} from '@gpucloud/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { noteInstance, type POWER_ACTIONS, runPowerAction } from './actions.service';
import { getInstanceAccess, listInstancesFor, requestErrorRefund } from './instances.service';
import { quoteRentalFor, rentInstance } from './rent.service';

const tags = ['instances'];
const instanceIdRequest = z.object({
  session: sessionField,
  instance_id: intField.pipe(z.number().int().min(1)),
});

export const instancesRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/instance/query_price',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Price breakdown of a rental, as the order would charge it',
        body: rentalRequest,
        response: { 200: rentalQuoteResponse },
      },
    },
    async (request) => ok(await quoteRentalFor(deps, authOf(request), request.body)),
  );

  app.post(
    '/instance/create',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Rent: charge, hold the GPUs and create the machine',
        body: rentalRequest,
        response: { 200: rentalCreatedResponse },
      },
    },
    async (request) => ok(await rentInstance(deps, authOf(request), request.body)),
  );

  app.post(
    '/get_container_by_token_with_page_v2',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The caller's instances (a main account's include its sub-accounts'), newest first",
        body: z.object({
          session: sessionField,
          page: pageField.default(1),
          page_size: pageSizeField.default(10),
          status: z.enum(INSTANCE_STATUSES).optional(),
          kind: z.enum(INSTANCE_KINDS).optional(),
        }),
        response: { 200: envelopeSchema(z.object({ data: z.array(instanceRow), total: z.number().int() })) },
      },
    },
    async (request) => ok(await listInstancesFor(deps, authOf(request), request.body)),
  );

  app.post(
    '/instance/kvm_error_refund',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Refund a rental whose machine could not be created (once)',
        body: instanceIdRequest,
        response: { 200: envelopeSchema(z.object({ refunded: z.boolean() })) },
      },
    },
    async (request) => ok(await requestErrorRefund(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/get_vnc_and_ssh',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'SSH and VNC access of a running instance',
        body: instanceIdRequest,
        response: {
          200: envelopeSchema(
            z.object({
              SshCommand: z.string(),
              SshHost: z.string(),
              SshPort: z.number().int(),
              Username: z.string(),
              Password: z.string(),
              VncUrl: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await getInstanceAccess(deps, authOf(request), request.body.instance_id)),
  );

  const powerRoutes: Array<[string, keyof typeof POWER_ACTIONS, string]> = [
    ['/instance/stop', 'stop', 'Stop a running instance (its disk and GPUs are kept)'],
    ['/restart_kvm_from_shutdown', 'start', 'Start a stopped instance'],
    ['/restart_kvm', 'restart', 'Restart a running instance'],
  ];
  for (const [url, action, summary] of powerRoutes) {
    app.post(
      url,
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary,
          body: instanceIdRequest,
          response: { 200: envelopeSchema(z.object({ Status: z.enum(INSTANCE_STATUSES) })) },
        },
      },
      async (request) => ok(await runPowerAction(deps, authOf(request), request.body.instance_id, action)),
    );
  }

  app.post(
    '/note_container',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Set the note of an instance',
        body: instanceIdRequest.extend({ note: z.string().max(200, 'must be at most 200 characters') }),
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request) => {
      await noteInstance(deps, authOf(request), request.body.instance_id, request.body.note);
      return ok({});
    },
  );
};
