import { NOTICE_EVENTS, type NoticeSettings } from '@gpucloud/contracts';

/**
 * Until a person changes them: money and machine events by SMS and in-app, everything in-app,
 * nothing by email (no address is proven yet).
 */
export const NOTICE_DEFAULTS: NoticeSettings = Object.fromEntries(
  NOTICE_EVENTS.map((event) => [
    event,
    { sms: event !== 'work_order_reply' && event !== 'invoice', email: false, inapp: true },
  ]),
) as NoticeSettings;
