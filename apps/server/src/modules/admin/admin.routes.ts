import {
  createCouponGroupRequest,
  createCouponGroupResponse,
  getEmailOutboxRequest,
  getEmailOutboxResponse,
  getSmsOutboxRequest,
  getSmsOutboxResponse,
  publishNoticeRequest,
  publishNoticeResponse,
  sendNotificationRequest,
  sendNotificationResponse,
  setCreditQuotaRequest,
  setCreditQuotaResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import type { RoutesPlugin } from '../../core/http/route-types';
import { createCouponGroup } from '../coupons/coupons.service';
import { sendNotification } from '../inbox/inbox.service';
import { publishNotice } from '../notices/notices.service';
import { setAccountCreditQuota } from '../wallet/credit.service';
import { listEmailOutbox, listSmsOutbox } from './admin.service';

const tags = ['admin'];

/** Operator tools; every route here is for the operator role only. */
export const adminRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/admin/get_sms_outbox',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'The latest 50 messages of the sandbox SMS outbox',
        body: getSmsOutboxRequest,
        response: { 200: getSmsOutboxResponse },
      },
    },
    async (request) => ok({ list: await listSmsOutbox(deps, request.body.phone) }),
  );

  app.post(
    '/admin/get_email_outbox',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'The latest 50 emails of the sandbox email outbox',
        body: getEmailOutboxRequest,
        response: { 200: getEmailOutboxResponse },
      },
    },
    async (request) => ok({ data: await listEmailOutbox(deps, request.body.email) }),
  );

  app.post(
    '/admin/send_notification',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'Send a notification to one main account (by phone) or to every active one',
        body: sendNotificationRequest,
        response: { 200: sendNotificationResponse },
      },
    },
    async (request) => ok(await sendNotification(deps, request.body)),
  );

  app.post(
    '/admin/publish_notice',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'Publish a markdown notice now',
        body: publishNoticeRequest,
        response: { 200: publishNoticeResponse },
      },
    },
    async (request) => ok(await publishNotice(deps, request.body)),
  );

  app.post(
    '/admin/set_credit_quota',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: "Set an account's credit line (yuan)",
        body: setCreditQuotaRequest,
        response: { 200: setCreditQuotaResponse },
      },
    },
    async (request) => ok(await setAccountCreditQuota(deps, request.body.phone, request.body.quota)),
  );

  app.post(
    '/admin/create_coupon_group',
    {
      config: { access: 'operator' },
      schema: {
        tags,
        summary: 'Create a coupon group',
        body: createCouponGroupRequest,
        response: { 200: createCouponGroupResponse },
      },
    },
    async (request) => ok(await createCouponGroup(deps, request.body)),
  );
};
