import {
  getEmailOutboxRequest,
  getEmailOutboxResponse,
  getSmsOutboxRequest,
  getSmsOutboxResponse,
  publishNoticeRequest,
  publishNoticeResponse,
  sendNotificationRequest,
  sendNotificationResponse,
} from '../admin';
import { createCouponGroupRequest, createCouponGroupResponse } from '../coupons';
import { endpoint } from '../endpoint';
import { setCreditQuotaRequest, setCreditQuotaResponse } from '../vouchers';

const tag = 'admin';
const support = { access: 'staff', staffRoles: ['support'] } as const;
const finance = { access: 'staff', staffRoles: ['finance'] } as const;

/** Staff tools of the first hour (a staff session; admin may call each one as well). */
export const adminEndpoints = {
  smsOutbox: endpoint({
    method: 'POST',
    path: '/api/admin/get_sms_outbox',
    ...support,
    tag,
    summary: 'The latest 50 messages of the sandbox SMS outbox',
    request: getSmsOutboxRequest,
    response: getSmsOutboxResponse,
  }),
  emailOutbox: endpoint({
    method: 'POST',
    path: '/api/admin/get_email_outbox',
    ...support,
    tag,
    summary: 'The latest 50 emails of the sandbox email outbox',
    request: getEmailOutboxRequest,
    response: getEmailOutboxResponse,
  }),
  sendNotification: endpoint({
    method: 'POST',
    path: '/api/admin/send_notification',
    ...support,
    tag,
    summary: 'Send a notification to one main account (by phone) or to every active one',
    request: sendNotificationRequest,
    response: sendNotificationResponse,
  }),
  publishNotice: endpoint({
    method: 'POST',
    path: '/api/admin/publish_notice',
    ...support,
    tag,
    summary: 'Publish a markdown notice now',
    request: publishNoticeRequest,
    response: publishNoticeResponse,
  }),
  setCreditQuota: endpoint({
    method: 'POST',
    path: '/api/admin/set_credit_quota',
    ...finance,
    tag,
    summary: "Set an account's credit line (yuan)",
    request: setCreditQuotaRequest,
    response: setCreditQuotaResponse,
  }),
  createCouponGroup: endpoint({
    method: 'POST',
    path: '/api/admin/create_coupon_group',
    ...finance,
    tag,
    summary: 'Create a coupon group',
    request: createCouponGroupRequest,
    response: createCouponGroupResponse,
  }),
};
