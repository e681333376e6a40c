import { endpoint } from '../endpoint';
import {
  opsCouponClaimsRequest,
  opsCouponClaimsResponse,
  opsCouponGroupListRequest,
  opsCouponGroupListResponse,
  opsStopCouponGroupRequest,
  opsStopCouponGroupResponse,
} from '../ops-coupons';
import {
  opsCreateNoticeDraftRequest,
  opsNoticeByIdRequest,
  opsNoticeDetailResponse,
  opsNoticeListRequest,
  opsNoticeListResponse,
  opsNoticeSavedResponse,
  opsNoticeStateResponse,
  opsSaveNoticeDraftRequest,
} from '../ops-notices';
import {
  opsNotificationAudienceRequest,
  opsNotificationAudienceResponse,
  opsSendNotificationRequest,
  opsSendNotificationResponse,
} from '../ops-notifications';
import { opsOverviewRequest, opsOverviewResponse } from '../ops-overview';
import { STAFF_ROLES } from '../staff';

const tag = 'Operator console: content';
const support = { access: 'staff', staffRoles: ['support'] } as const;
const finance = { access: 'staff', staffRoles: ['finance'] } as const;
const everyStaffRole = { access: 'staff', staffRoles: STAFF_ROLES } as const;

/**
 * The console's coupons (finance), notices and notifications (support) and overview (every role).
 * A coupon group is created through `admin.createCouponGroup`, which already takes every SPEC §3 field.
 */
export const opsContentEndpoints = {
  couponGroups: endpoint({
    method: 'POST',
    path: '/api/ops/get_coupon_groups',
    ...finance,
    tag,
    summary: 'Coupon groups, newest first, with how many were claimed and used',
    request: opsCouponGroupListRequest,
    response: opsCouponGroupListResponse,
  }),
  couponClaims: endpoint({
    method: 'POST',
    path: '/api/ops/get_coupon_group_claims',
    ...finance,
    tag,
    summary: 'Who claimed coupons of one group, when, and what each paid for',
    request: opsCouponClaimsRequest,
    response: opsCouponClaimsResponse,
  }),
  stopCouponGroup: endpoint({
    method: 'POST',
    path: '/api/ops/stop_coupon_group',
    ...finance,
    tag,
    summary: 'Stop a coupon group: no further claims',
    description: 'Coupons already claimed stay usable until they expire.',
    request: opsStopCouponGroupRequest,
    response: opsStopCouponGroupResponse,
  }),
  noticeList: endpoint({
    method: 'POST',
    path: '/api/ops/get_notice_list',
    ...support,
    tag,
    summary: 'Notices, drafts and published, most recently saved first',
    request: opsNoticeListRequest,
    response: opsNoticeListResponse,
  }),
  noticeById: endpoint({
    method: 'POST',
    path: '/api/ops/get_notice',
    ...support,
    tag,
    summary: 'One notice with its markdown, draft or published',
    request: opsNoticeByIdRequest,
    response: opsNoticeDetailResponse,
  }),
  createNoticeDraft: endpoint({
    method: 'POST',
    path: '/api/ops/create_notice_draft',
    ...support,
    tag,
    summary: 'Start a notice as a draft (customers do not see it)',
    request: opsCreateNoticeDraftRequest,
    response: opsNoticeSavedResponse,
  }),
  saveNoticeDraft: endpoint({
    method: 'POST',
    path: '/api/ops/save_notice_draft',
    ...support,
    tag,
    summary: 'Save the title and markdown of a draft',
    description: 'A published notice is unpublished before it is edited.',
    request: opsSaveNoticeDraftRequest,
    response: opsNoticeSavedResponse,
  }),
  publishNotice: endpoint({
    method: 'POST',
    path: '/api/ops/publish_notice',
    ...support,
    tag,
    summary: 'Publish a draft now (it needs a title and content)',
    request: opsNoticeByIdRequest,
    response: opsNoticeStateResponse,
  }),
  unpublishNotice: endpoint({
    method: 'POST',
    path: '/api/ops/unpublish_notice',
    ...support,
    tag,
    summary: 'Take a notice off the notice board; it becomes a draft again',
    request: opsNoticeByIdRequest,
    response: opsNoticeStateResponse,
  }),
  notificationAudience: endpoint({
    method: 'POST',
    path: '/api/ops/count_notification_recipients',
    ...support,
    tag,
    summary: 'How many accounts a notification to this target would reach',
    request: opsNotificationAudienceRequest,
    response: opsNotificationAudienceResponse,
  }),
  sendNotification: endpoint({
    method: 'POST',
    path: '/api/ops/send_notification',
    ...support,
    tag,
    summary: 'Send a notification to one account (by phone), a membership level or everyone',
    request: opsSendNotificationRequest,
    response: opsSendNotificationResponse,
  }),
  overview: endpoint({
    method: 'POST',
    path: '/api/ops/get_overview',
    ...everyStaffRole,
    tag,
    summary: "Today's top-ups and spend, running instances, free GPUs per model and open work orders",
    request: opsOverviewRequest,
    response: opsOverviewResponse,
  }),
};
