import { DEFAULT_LANGUAGE, type Language } from '@gpucloud/contracts';
import { type VipLevel, vipLevelRangeFen } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { carrierParams, type SmsTemplateKey } from '../../core/messaging/sms-params';
import type { TemplateKey, TemplateParams } from '../../core/messaging/template-params';
import type { InboxKind } from '../../db/schema/inbox/inbox.table';
import type { EmailTemplateKey } from '../../providers/email/email-provider';
import {
  countActiveMainAccounts,
  insertInboxItem,
  insertInboxItemForAllUsers,
  insertInboxItemForLevel,
  type NewInboxItem,
  type Recipient,
} from './inbox-delivery.repository';
import { findLanguageOfPhone, findLanguageOfUser } from './notification.repository';
import { render } from './render';
import { insertStaffAlert } from './staff-alerts.repository';

/**
 * The one way the server tells someone something: inbox items (messages and notifications), SMS
 * and email, each from a template key and its typed parameters. Inbox items keep the key and the
 * parameters and are rendered in the reader's language when read (inbox.service); SMS and email
 * are rendered now, in the recipient's language.
 */

/** An inbox item for one main account or one sub-account, inside the caller's transaction. */
export async function notify<K extends TemplateKey>(
  db: Db,
  recipient: Recipient,
  item: {
    kind: InboxKind;
    template: K;
    params: TemplateParams[K];
    link: string;
    now: Date;
    /** Only for items that arrive already read (demo data). */
    readAt?: Date | null;
  },
): Promise<void> {
  await insertInboxItem(db, recipient, item);
}

type OpsKey = Extract<TemplateKey, `ops.${string}`>;

/**
 * An alert for the staff console, inside the caller's transaction: what the platform needs a person
 * for. Staff have no customer inbox; the key and parameters are kept and rendered when read.
 */
export async function notifyStaff<K extends OpsKey>(
  db: Db,
  item: { template: K; params: TemplateParams[K]; now: Date },
): Promise<void> {
  await insertStaffAlert(db, item);
}

/**
 * A staff member's own words (/admin/send_notification): free text by design, shown as written to
 * one main account, or to every active one when `recipient` is null. Answers how many received it.
 */
export async function postOperatorText(
  db: Db,
  recipient: Recipient | null,
  item: { kind: InboxKind; title: string; body: string; link: string; now: Date },
): Promise<number> {
  const plain: NewInboxItem = item;
  if (recipient === null) return insertInboxItemForAllUsers(db, plain);
  await insertInboxItem(db, recipient, plain);
  return 1;
}

/** Who a staff member's words go to: one account, every active main account of a membership level, or all. */
export type OperatorAudience =
  | { kind: 'user'; recipient: Recipient }
  | { kind: 'level'; level: VipLevel }
  | { kind: 'all' };

/** `postOperatorText` for any audience, the membership level included; answers how many received it. */
export async function postOperatorTextTo(
  db: Db,
  audience: OperatorAudience,
  item: { kind: InboxKind; title: string; body: string; link: string; now: Date },
): Promise<number> {
  if (audience.kind === 'level') return insertInboxItemForLevel(db, vipLevelRangeFen(audience.level), item);
  return postOperatorText(db, audience.kind === 'user' ? audience.recipient : null, item);
}

/** How many accounts `postOperatorTextTo` would reach now (a user audience is one account). */
export async function countOperatorAudience(db: Db, audience: OperatorAudience): Promise<number> {
  if (audience.kind === 'user') return 1;
  return countActiveMainAccounts(db, audience.kind === 'level' ? vipLevelRangeFen(audience.level) : null);
}

/**
 * An SMS in the language of the account that owns the phone; a phone without an account (a
 * registration code, a new phone) gets `fallback`, the language the request came with.
 */
export async function sendSms<K extends SmsTemplateKey>(
  deps: Pick<AppDeps, 'db' | 'sms'>,
  to: { phone: string; fallback: Language },
  template: K,
  params: TemplateParams[K],
): Promise<void> {
  const language = (await findLanguageOfPhone(deps.db, to.phone)) ?? to.fallback;
  await deps.sms.send({
    phone: to.phone,
    template,
    params: carrierParams(template, params),
    language,
    text: render(language, template, params).body,
  });
}

/** An email to an address of `userId`'s, in that account's language. */
export async function sendEmail<K extends EmailTemplateKey>(
  deps: Pick<AppDeps, 'db' | 'email'>,
  to: { email: string; userId: number },
  template: K,
  params: TemplateParams[K],
): Promise<void> {
  const language = (await findLanguageOfUser(deps.db, to.userId)) ?? DEFAULT_LANGUAGE;
  const text = render(language, template, params);
  await deps.email.send({ to: to.email, template, language, subject: text.title, text: text.body });
}
