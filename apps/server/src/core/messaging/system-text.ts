import type { Fen } from '@gpucloud/domain';

/** How an instance is paid for: post_paid by the hour, or a prepaid count of hours, days or months. */
export type RentalTerm = 'hourly' | 'daily' | 'monthly' | 'post_paid';

/** A pay channel of a top-up, named in each language by `{name:channel}`. */
export type PayChannelName = 'wechat' | 'alipay' | 'bank';

/** One resource of a resize, before and after, named in each language by `{name:resources}`. */
export interface ResourceStep {
  resource: 'gpuCount' | 'cpuCores' | 'memoryGb' | 'dataDiskGb' | 'bandwidthMbps';
  before: number;
  after: number;
}

/** A staff adjustment of money as its audit note names it. */
type AdjustmentParams = {
  id: number;
  direction: 'credit' | 'debit';
  pocket: 'balance' | 'vouchers';
  amount: Fen;
  reference: string;
  reason: string;
};

/**
 * Texts the system composes and stores with a row (an order's title, a ledger row's note, an audit
 * row's note), by code, with the parameters each takes. The row keeps the code and the parameters;
 * an answer renders them in its reader's language from the templates (modules/notifications), so a
 * row written once reads in English and in Chinese. `{mode:term}` reads `mode` and `count`.
 */
export type SystemTextParams = {
  'order.top_up': Record<string, never>;
  'order.rent': { gpu: string; gpus: number; mode: RentalTerm; count: number };
  'order.prepaid': { name: string; mode: RentalTerm; count: number };
  'order.add_disk': { name: string; gb: number };
  'order.resize': { name: string; changes: ResourceStep[] };
  'order.cloud_disk': { gb: number };
  'order.cloud_disk_resize': { name: string; gb: number };
  'order.file_storage': { gb: number; free: number };
  'order.vouchers': { amount: Fen };
  'order.reservation_deposit': { gpu: string; gpus: number; start: string; end: string };
  'ledger.top_up': { channel: PayChannelName };
  'ledger.post_paid_hours': Record<string, never>;
  'ledger.storage_days': Record<string, never>;
  'ledger.hours_not_run': { hours: number };
  'ledger.unused_hours': { hours: number };
  'ledger.resized': { changes: ResourceStep[] };
  'ledger.machine_not_created': Record<string, never>;
  'ledger.cloud_disk_not_created': Record<string, never>;
  'ledger.reservation_cancelled': { id: number };
  'ledger.reservation_refused': { id: number };
  'ledger.withdrawal': Record<string, never>;
  'ledger.withdrawal_refused': Record<string, never>;
  'ledger.moved_to_balance': Record<string, never>;
  'ledger.partner_earnings': Record<string, never>;
  'ledger.commission': Record<string, never>;
  'ledger.commission_reversed': Record<string, never>;
  'ledger.machine_income': Record<string, never>;
  'ledger.settled': Record<string, never>;
  'ledger.machine_income_reversed': Record<string, never>;
  'ledger.top_up_refund_refused': { id: string; reason: string };
  'ledger.opening_balance': Record<string, never>;
  'ledger.outage_credit': { name: string; minutes: number };
  'audit.login': Record<string, never>;
  'audit.login_enrolled': Record<string, never>;
  'audit.login_recovery_code': Record<string, never>;
  'audit.logout': Record<string, never>;
  'audit.ended_one_session': Record<string, never>;
  'audit.ended_every_session': Record<string, never>;
  'audit.read_personal_data': Record<string, never>;
  'audit.read_bank_account': Record<string, never>;
  'audit.reservation_delivered': { id: number };
  'audit.credit_line': { phone: string; reason: string };
  'audit.adjustment': AdjustmentParams;
  'audit.adjustment_rejected': AdjustmentParams & { decision: string };
  'audit.notice_to_phone': { phone: string };
  'audit.owners_notified': { count: number };
  'audit.host_repriced': { count: number };
  'audit.outage_credited': { instances: number; amount: Fen; minutes: number };
  'audit.work_order_assigned': Record<string, never>;
  'audit.work_order_resolved': Record<string, never>;
  'audit.work_order_replied': Record<string, never>;
  'audit.work_order_internal_note': Record<string, never>;
  'audit.top_up_refund': { id: string; amount: Fen; order: string; gateway: string; reason: string };
  'ledger.score_store': { item: BilingualName };
} & EventTextParams &
  PointsTextParams;

/** A name staff gave in each language (a score-store item's), read by `{name:named}`. */
export type BilingualName = { 'en-US': string; 'zh-CN': string };

/** A prepaid term and the order that paid it. */
type PrepaidOrder = { mode: RentalTerm; count: number; order: string };

/** The details of an instance's history events (instance_events) a customer reads. */
type EventTextParams = {
  'event.order': { order: string };
  'event.prepaid_order': PrepaidOrder;
  'event.stopped_with_refund': { hours: number; amount: Fen };
  'event.to_post_paid_refunded': { amount: Fen };
  'event.to_post_paid_kept_disk': Record<string, never>;
  'event.resized': { changes: ResourceStep[] };
  'event.resized_charged': { changes: ResourceStep[]; amount: Fen };
  'event.resized_refunded': { changes: ResourceStep[]; amount: Fen };
  'event.released_by_owner': Record<string, never>;
  'event.disk_added': { gb: number; total: number };
  'event.machine_found_stopped': { since: string; detail: string };
  'event.machine_found_failed': { since: string; detail: string };
  'event.machine_found_gone': { since: string; detail: string };
  'event.refund_not_run': { hours: number; amount: Fen };
  'event.refund_unused': { hours: number; amount: Fen };
  'event.order_refunded': { order: string; amount: Fen };
  'event.hours_refunded': { hours: number; amount: Fen };
  'event.refund_requested': Record<string, never>;
  'event.not_created_in_time': { minutes: number };
  'event.not_finished_in_time': { minutes: number; status: string };
  'event.suspended': Record<string, never>;
  'event.migrated': { host: string };
  'event.auto_stop_time': { at: string };
  'event.interrupted': { gpus: number };
  'event.auto_stop_command': { command: string; exitCode: number };
  'event.auto_stop_idle': { minutes: number; threshold: number };
  'event.ends_at': { at: string };
  'event.period_ended': Record<string, never>;
  'event.retention_ended': { days: number };
  'event.arrears': Record<string, never>;
  'event.storage_arrears': Record<string, never>;
};

/** The notes of points ledger rows (points_ledger) a customer reads on the points page. */
type PointsTextParams = {
  'points.check_in': { day: string };
  'points.verification': { id: number };
  'points.redemption': { item: BilingualName };
  'points.spending': Record<string, never>;
  'points.spending_reversal': Record<string, never>;
};

export type SystemTextCode = keyof SystemTextParams;

/** A stored text: its code and its parameters (kept as jsonb beside the row). */
export interface SystemText<K extends SystemTextCode = SystemTextCode> {
  code: K;
  params: SystemTextParams[K];
}

/** A text of `code` with its typed parameters, to store with a row. */
export function systemText<K extends SystemTextCode>(code: K, params: SystemTextParams[K]): SystemText<K> {
  return { code, params };
}

/** A note to store: composed by the system (a code), or written by a person (kept as written). */
export type StoredNote = SystemText | string;

/** The columns of a note: free text in `note`, or a code with its parameters. */
export function noteColumns(note: StoredNote | undefined): {
  note: string;
  noteCode: string | null;
  noteParams: Record<string, unknown> | null;
} {
  if (note === undefined || typeof note === 'string')
    return { note: note ?? '', noteCode: null, noteParams: null };
  return { note: '', noteCode: note.code, noteParams: { ...note.params } };
}
