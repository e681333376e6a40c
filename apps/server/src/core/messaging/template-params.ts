import type { SmsPurpose } from '@gpucloud/contracts';
import type { DeviceCode } from './device-words';
import type { SystemTextParams } from './system-text';

/** A point in time: a Date from services, an ISO string once it has been through jsonb. */
export type Instant = Date | string;

/** Money in integer fen; `{name:fen}` shows it as yuan with two decimals. */
export type Fen = number;

/** The parameters of an SMS verification code, whatever its purpose. */
type VerifyCodeParams = {
  code: string;
  minutes: number;
};

/**
 * Every text the server sends, by key, with the parameters it takes. Passing a key with the wrong
 * parameters is a compile error; each language's table must hold every key (tables.test.ts).
 * `{name}` in a template is replaced by the parameter; `{name:time}` formats an instant (UTC in English), `{name:china}` one in China time for every reader, and
 * `{name:fen}` an amount of money. The texts the system stores with rows (SystemTextParams) share
 * the tables, so one renderer and one test hold both.
 */
export type TemplateParams = {
  'instance.expiring_soon': { name: string; endsAt: Instant };
  'instance.expired': { name: string; keptUntil: Instant };
  'instance.arrears_stopped': { name: string };
  'storage.cloud_disk_arrears': { name: string };
  'storage.file_storage_arrears': { gb: number };
  'storage.added_disk_arrears': { name: string; gb: number };
  'storage.suspended_arrears': { name: string };
  'instance.released_after_retention': { name: string; days: number };
  'instance.released_by_owner': { name: string };
  'instance.create_failed': { name: string; amount: Fen };
  'instance.command_failed': { name: string; amount: Fen };
  'instance.transition_failed': { name: string; amount: Fen };
  'instance.host_maintenance': { name: string; host: string };
  'instance.outage_credit': {
    name: string;
    host: string;
    from: Instant;
    to: Instant;
    minutes: number;
    amount: Fen;
  };
  'instance.outage_uncharged': { name: string; host: string; from: Instant; to: Instant; minutes: number };
  'instance.auto_stopped_time': { name: string; at: Instant };
  'instance.interrupted': { name: string; gpus: number };
  'instance.auto_stopped_idle': { name: string; minutes: number; threshold: number };
  'instance.auto_stopped_command': { name: string; command: string; code: number };
  'instance.auto_stop_idle_warning': { name: string; minutes: number; lead: number; threshold: number };
  'ops.unknown_machine_stopped': { ref: string; host: string };
  'ops.engine_unreachable': { host: string; at: Instant; instances: number };
  'ops.engine_back': { host: string; at: Instant; minutes: number };
  'instance.machine_stopped': { name: string; at: Instant; amount: Fen };
  'instance.machine_lost': { name: string; at: Instant; amount: Fen };
  'ops.instance_machine_lost': { name: string; ref: string; host: string; state: string; at: Instant };
  'account.welcome': Record<string, never>;
  'account.login_disabled': Record<string, never>;
  'account.new_sign_in': { at: Instant; ip: string; device: DeviceCode };
  'sms.new_sign_in': Record<string, never>;
  'email.new_sign_in': { at: Instant; ip: string; device: DeviceCode; link: string };
  'access_key.disabled_by_staff': { key: string; name: string; reason: string };
  'wallet.vouchers_received': { amount: Fen };
  'wallet.balance_low': { spendable: Fen; threshold: Fen };
  'wallet.about_to_stop': { spendable: Fen; burn: Fen };
  'sms.balance_low': Record<string, never>;
  'sms.about_to_stop': Record<string, never>;
  'email.balance_low': { spendable: Fen; threshold: Fen; link: string };
  'webhook.disabled': { url: string; since: Instant };
  'sms.webhook_disabled': Record<string, never>;
  'email.webhook_disabled': { url: string; since: Instant; link: string };
  'email.about_to_stop': { spendable: Fen; burn: Fen; link: string };
  'gpu_wait.available': { gpu: string; gpus: number; price: Fen };
  'gpu_wait.rented': { gpu: string; gpus: number; name: string; price: Fen };
  'gpu_wait.failed_funds': { gpu: string; gpus: number };
  'gpu_wait.failed_refused': { gpu: string; gpus: number };
  'gpu_wait.expired': { gpu: string; gpus: number };
  'sms.gpu_wait_update': Record<string, never>;
  'email.gpu_wait_update': { gpu: string; gpus: number; link: string };
  'wallet.top_up_refunded': { amount: Fen; order: string; reason: string };
  'wallet.top_up_refund_failed': { amount: Fen; order: string; reason: string };
  'email.notice_email_code': { code: string; minutes: number };
  'work_order.replied': { id: number; title: string };
  'sms.work_order_replied': { id: number; title: string };
  'email.work_order_replied': { id: number; title: string; link: string };
  'verification.approved': { kind: VerificationKind };
  'verification.refused': { kind: VerificationKind; reason: string };
  'verification.expired': { kind: VerificationKind };
  'email.student_code': { code: string; minutes: number };
  'partner.approved': { code: string };
  'partner.refused': { reason: string };
  'partner.withdrawal_paid': { amount: Fen; reference: string };
  'partner.withdrawal_refused': { amount: Fen; reason: string };
  'reservation.confirmed': { id: number; start: string; end: string };
  'reservation.refused': { id: number; amount: Fen; reason: string };
  'reservation.delivered': { id: number; name: string };
  'invoice.issued': { number: string; amount: Fen };
  'invoice.refused': { number: string; reason: string };
  'invoice.reversed': { number: string; reason: string };
  'email.invoice_issued': { number: string; amount: Fen; link: string };
} & { [K in `sms.verify_code.${SmsPurpose}`]: VerifyCodeParams } & SystemTextParams;

export type TemplateKey = keyof TemplateParams;

/** Which verification a notice is about, as each language names it (`{kind:verification}`). */
export type VerificationKind = 'personal' | 'enterprise' | 'student';

/** One text: `title` is a notification's title or an email's subject; `body` is the text itself. */
export interface Template {
  title?: string;
  body: string;
}

/** The names a template string uses, without their `:format` suffix. */
type Placeholders<S extends string> = S extends `${string}{${infer Inside}}${infer Rest}`
  ? (Inside extends `${infer Name}:${string}` ? Name : Inside) | Placeholders<Rest>
  : never;

/** Each string of each template, kept only when its placeholders are parameters of its key. */
type Checked<T> = {
  [K in keyof T]: K extends TemplateKey
    ? {
        [F in keyof T[K]]: T[K][F] extends string
          ? Placeholders<T[K][F]> extends keyof TemplateParams[K]
            ? T[K][F]
            : `unknown placeholder in ${K}.${F & string}`
          : T[K][F];
      }
    : never;
};

export type TemplateTable = { readonly [K in TemplateKey]: Template };

/**
 * A language's table, checked while compiling: every key present, nothing else, and no template
 * naming a parameter its key does not take.
 */
export function templateTable<const T extends TemplateTable>(table: T & Checked<T>): TemplateTable {
  return table;
}
