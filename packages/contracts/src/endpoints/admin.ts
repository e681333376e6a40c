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
const access = 'operator';

/** Operator tools; every endpoint here is for the operator role only. */
export const adminEndpoints = {
  smsOutbox: endpoint({
    method: 'POST',
    path: '/api/admin/get_sms_outbox',
    access,
    tag,
    summary: 'The latest 50 messages of the sandbox SMS outbox',
    request: getSmsOutboxRequest,
    response: getSmsOutboxResponse,
  }),
  emailOutbox: endpoint({
    method: 'POST',
    path: '/api/admin/get_email_outbox',
    access,
    tag,
    summary: 'The latest 50 emails of the sandbox email outbox',
    request: getEmailOutboxRequest,
    response: getEmailOutboxResponse,
  }),
  sendNotification: endpoint({
    method: 'POST',
    path: '/api/admin/send_notification',
    access,
    tag,
    summary: 'Send a notification to one main account (by phone) or to every active one',
    request: sendNotificationRequest,
    response: sendNotificationResponse,
  }),
  publishNotice: endpoint({
    method: 'POST',
    path: '/api/admin/publish_notice',
    access,
    tag,
    summary: 'Publish a markdown notice now',
    request: publishNoticeRequest,
    response: publishNoticeResponse,
  }),
  setCreditQuota: endpoint({
    method: 'POST',
    path: '/api/admin/set_credit_quota',
    access,
    tag,
    summary: "Set an account's credit line (yuan)",
    request: setCreditQuotaRequest,
    response: setCreditQuotaResponse,
  }),
  createCouponGroup: endpoint({
    method: 'POST',
    path: '/api/admin/create_coupon_group',
    access,
    tag,
    summary: 'Create a coupon group',
    request: createCouponGroupRequest,
    response: createCouponGroupResponse,
  }),
};
