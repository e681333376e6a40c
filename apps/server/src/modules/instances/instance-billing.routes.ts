import {
  changeDueModeQuoteResponse,
  changeDueModeRequest,
  changeDueModeResponse,
  instanceIdRequest,
  refundQuoteResponse,
  renewQuoteResponse,
  renewRequest,
  renewResponse,
  stopWithRefundResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  changeDueMode,
  quoteDueModeChange,
  quoteRenewal,
  quoteStopWithRefund,
  type RenewRoute,
  renewInstance,
  stopWithRefund,
} from './prepaid.service';

const tags = ['instances'];
const session = { access: 'session' } as const;

/** Where money moves for a running instance: renewals, refunds and billing-mode changes, each with its quote. */
export const instanceBillingRoutes: RoutesPlugin = async (app, { deps }) => {
  const renewals: Array<[string, RenewRoute, string]> = [
    ['/renew_kvm_v2', 'kvm', 'KVM or bare-metal'],
    ['/renew_container_v2', 'container', 'container'],
  ];
  for (const [url, route, what] of renewals) {
    app.post(
      `${url}_query_price`,
      {
        config: session,
        schema: {
          tags,
          summary: `Price of renewing a prepaid ${what} instance, and its new end`,
          body: renewRequest,
          response: { 200: renewQuoteResponse },
        },
      },
      async (request) => ok(await quoteRenewal(deps, authOf(request), request.body, route)),
    );
    app.post(
      url,
      {
        config: session,
        schema: {
          tags,
          summary: `Renew a prepaid ${what} instance (an expired one takes its GPUs back, stopped)`,
          body: renewRequest,
          response: { 200: renewResponse },
        },
      },
      async (request) => ok(await renewInstance(deps, authOf(request), request.body, route)),
    );
  }

  app.post(
    '/instance/stop_instance_with_refund_query_price',
    {
      config: session,
      schema: {
        tags,
        summary: 'What stopping a prepaid instance gives back: its unused whole hours',
        body: instanceIdRequest,
        response: { 200: refundQuoteResponse },
      },
    },
    async (request) => ok(await quoteStopWithRefund(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/instance/stop_instance_with_refund',
    {
      config: session,
      schema: {
        tags,
        summary: 'Stop a prepaid instance and refund its unused whole hours to the pockets they came from',
        body: instanceIdRequest,
        response: { 200: stopWithRefundResponse },
      },
    },
    async (request) => ok(await stopWithRefund(deps, authOf(request), request.body.instance_id)),
  );

  app.post(
    '/instance/change_due_mode_query_price',
    {
      config: session,
      schema: {
        tags,
        summary: 'What changing the billing mode charges (to prepaid) or refunds (to pay-as-you-go)',
        body: changeDueModeRequest,
        response: { 200: changeDueModeQuoteResponse },
      },
    },
    async (request) => ok(await quoteDueModeChange(deps, authOf(request), request.body)),
  );

  app.post(
    '/instance/change_due_mode',
    {
      config: session,
      schema: {
        tags,
        summary: 'Switch between prepaid and pay-as-you-go',
        body: changeDueModeRequest,
        response: { 200: changeDueModeResponse },
      },
    },
    async (request) => ok(await changeDueMode(deps, authOf(request), request.body)),
  );
};
