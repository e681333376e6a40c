import { z } from 'zod';
import { loginData } from './auth';
import { envelopeSchema } from './envelope';
import {
  idField,
  pageField,
  pageSizeField,
  passwordField,
  phoneField,
  requireOneOf,
  sessionField,
  smsCodeField,
  subAccountLoginField,
  yuanFenField,
  yuanOut,
} from './fields';
import { instanceRow } from './instances';
import { secondFactorChallenge } from './second-factor';

export const modifyUserNameRequest = z.object({
  session: sessionField,
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .regex(/\S/, 'must not be empty')
    .max(40, 'must be at most 40 characters'),
});

/** A new password, proven by the old one or by an SMS code sent to the account's phone (purpose change_password). */
export const modifyAccountPasswordRequest = requireOneOf(
  z.object({
    session: sessionField,
    old_password: z.string().min(1).max(200).optional(),
    verify_code: smsCodeField.optional(),
    new_password: passwordField,
  }),
  ['old_password', 'verify_code'],
);
export const modifyAccountPasswordResponse = envelopeSchema(
  z.object({ RevokedSessions: z.number().int().describe("the account's other sessions, now logged out") }),
);

/** The phone notifications go to, proven by a code sent to it (purpose notify_phone). */
export const modifyNotifyPhoneRequest = z.object({
  session: sessionField,
  phone: phoneField,
  verify_code: smsCodeField,
});

/** Without `code`: sends a code to the address; with it: sets the address. */
export const changeNoticeEmailRequest = z.object({
  session: sessionField,
  email: z.email('must be an email address').max(120, 'must be at most 120 characters').toLowerCase(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .optional(),
});
export const changeNoticeEmailResponse = envelopeSchema(
  z.object({ Step: z.enum(['code_sent', 'changed']), NoticeEmail: z.string().nullable() }),
);

export const NOTICE_EVENTS = [
  'balance_low',
  'instance_expiring',
  'instance_shutdown',
  'instance_released',
  'work_order_reply',
  'invoice',
  'gpu_wait',
  'new_sign_in',
  'webhook_disabled',
] as const;
export const NOTICE_CHANNELS = ['sms', 'email', 'inapp'] as const;
const channelSwitches = z.object({ sms: z.boolean(), email: z.boolean(), inapp: z.boolean() });
export const noticeSettings = z.object(
  Object.fromEntries(NOTICE_EVENTS.map((event) => [event, channelSwitches])) as Record<
    (typeof NOTICE_EVENTS)[number],
    typeof channelSwitches
  >,
);
/** Events added after the first clients were written: optional in a change (one left out keeps its setting). */
const LATER_NOTICE_EVENTS = { gpu_wait: true, new_sign_in: true, webhook_disabled: true } as const;
export const changeNoticeSettingRequest = z.object({
  session: sessionField,
  settings: noticeSettings.partial(LATER_NOTICE_EVENTS),
});
export const accountSettings = z.object({
  NotifyPhone: z.string().nullable(),
  NoticeEmail: z.string().nullable(),
  NoticeSettings: noticeSettings,
});
export const accountSettingsResponse = envelopeSchema(accountSettings);

export const subAccountRow = z.object({
  SubAccountId: z.number().int(),
  Name: z.string(),
  Note: z.string(),
  MoneyLimit: yuanOut,
  MoneyUsed: yuanOut,
  MoneyCanUse: yuanOut,
  CreateAt: z.string(),
});
export const subAccountListResponse = envelopeSchema(z.object({ data: z.array(subAccountRow) }));
export const addSubAccountRequest = z.object({
  session: sessionField,
  username: subAccountLoginField,
  password: passwordField,
  money_limit: yuanFenField,
  note: z.string().max(100, 'must be at most 100 characters').default(''),
});
export const subAccountIdRequest = z.object({ session: sessionField, sub_account_id: idField });
export const deleteSubAccountResponse = envelopeSchema(z.object({ RevokedSessions: z.number().int() }));
export const noteSubAccountRequest = subAccountIdRequest.extend({
  note: z.string().max(100, 'must be at most 100 characters'),
});
export const resetSubAccountPasswordRequest = subAccountIdRequest.extend({ password: passwordField });
export const subAccountMoneyLimitRequest = subAccountIdRequest.extend({ money_limit: yuanFenField });
export const subAccountResponse = envelopeSchema(subAccountRow);

export const subAccountContainerRequest = z.object({
  session: sessionField,
  sub_account_id: idField.optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(10),
});
export const subAccountContainerResponse = envelopeSchema(
  z.object({ data: z.array(instanceRow), total: z.number().int() }),
);

export const UNREGISTER_BLOCKERS = [
  'running_instances',
  'balance_left',
  'arrears',
  'open_invoices',
  'open_work_orders',
  'partner_earnings',
] as const;
export const unregisterCheckResponse = envelopeSchema(
  z.object({
    CanUnregister: z.boolean(),
    Blockers: z.array(z.object({ Kind: z.enum(UNREGISTER_BLOCKERS), Detail: z.string() })),
  }),
);
export const unregisterRequest = z.object({
  session: sessionField,
  verify_code: smsCodeField.describe('sent to the account phone with purpose unregister'),
  // Form-encoded like the other account calls (SPEC §7): true arrives as the text "true".
  agree: z
    .union([z.literal(true), z.literal('true')], { error: 'the unregister agreement must be accepted' })
    .transform(() => true as const),
});

/** WeChat binding and QR login through the WeChatProvider (a sandbox served by this server by default). */
export const wechatQrResponse = envelopeSchema(
  z.object({
    ticket: z.string(),
    qrcode: z.string().describe('what the QR encodes: the confirm page'),
    expires_in: z.number().int(),
  }),
);
export const wechatTicketRequest = z.object({ session: sessionField, ticket: z.string().min(8).max(100) });
export const wechatBindStatusResponse = envelopeSchema(
  z.object({ Bound: z.boolean(), Status: z.enum(['waiting', 'scanned', 'confirmed', 'expired', 'none']) }),
);
export const wechatAccount = z.object({ OpenId: z.string(), Nickname: z.string(), BoundAt: z.string() });
export const wechatBindListResponse = envelopeSchema(z.object({ list: z.array(wechatAccount) }));
export const wechatUnbindRequest = z.object({ session: sessionField, open_id: z.string().min(1).max(100) });
export const wechatLoginStatusResponse = envelopeSchema(
  z.object({
    Status: z.enum(['waiting', 'scanned', 'confirmed']),
    // null until confirmed; the null sits on a member so the document keeps a type beside it.
    Login: z.union([loginData.nullable(), secondFactorChallenge]),
  }),
);

export type NoticeSettings = z.infer<typeof noticeSettings>;

type NoticeEvent = (typeof NOTICE_EVENTS)[number];

/**
 * Work-order replies, invoices and a webhook endpoint disabled after failures (a developer's
 * matter) are told in-app only until a person changes them.
 */
const IN_APP_ONLY: readonly NoticeEvent[] = ['work_order_reply', 'invoice', 'webhook_disabled'];

/**
 * Until a person changes them: money, machine and sign-in events by SMS and in-app, everything
 * in-app, nothing by email (no address is proven yet).
 */
export const NOTICE_DEFAULTS: NoticeSettings = Object.fromEntries(
  NOTICE_EVENTS.map((event) => [event, { sms: !IN_APP_ONLY.includes(event), email: false, inapp: true }]),
) as NoticeSettings;
export type AccountSettings = z.infer<typeof accountSettings>;
export type SubAccountRow = z.infer<typeof subAccountRow>;
export type WechatAccount = z.infer<typeof wechatAccount>;
