import { NOTICE_EVENTS, type NoticeSettings } from '@gpucloud/contracts';

type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/**
 * Until a person changes them: money and machine events by SMS and in-app, everything in-app,
 * nothing by email (no address is proven yet). Work-order replies, invoices and a webhook endpoint
 * disabled after failures (a developer's matter) are in-app only.
 */
const IN_APP_ONLY: readonly NoticeEvent[] = ['work_order_reply', 'invoice', 'webhook_disabled'];

export const NOTICE_DEFAULTS: NoticeSettings = Object.fromEntries(
  NOTICE_EVENTS.map((event) => [event, { sms: !IN_APP_ONLY.includes(event), email: false, inapp: true }]),
) as NoticeSettings;
