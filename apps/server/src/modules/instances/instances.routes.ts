import {
  envelopeSchema,
  instanceIdRequest,
  instanceListRequest,
  instancePageRequest,
  instancePageResponse,
  noteRequest,
  rentalCreatedResponse,
  rentalQuoteResponse,
  rentalRequest,
} from '@gpucloud/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { noteInstance } from './actions.service';
import { listInstancesFor, requestErrorRefund } from './instances.service';
import { quoteRentalFor, rentInstance } from './rent.service';

const tags = ['instances'];

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
        body: instanceListRequest,
        response: { 200: instancePageResponse },
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
    '/note_container',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Set the note of an instance',
        body: noteRequest,
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request) => {
      await noteInstance(deps, authOf(request), request.body.instance_id, request.body.note);
      return ok({});
    },
  );

  app.post(
    '/get_bare_metal_instance_list',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The caller's bare-metal instances, newest first",
        body: instancePageRequest,
        response: { 200: instancePageResponse },
      },
    },
    async (request) =>
      ok(await listInstancesFor(deps, authOf(request), { ...request.body, kind: 'bare_metal' })),
  );

  app.post(
    '/update_bare_metal_instance_note',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Set the note of a bare-metal instance',
        body: noteRequest,
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request) => {
      await noteInstance(deps, authOf(request), request.body.instance_id, request.body.note, 'bare_metal');
      return ok({});
    },
  );
};
