import type { TemplateKey, TemplateParams } from './template-params';

/** The keys of the texts that go out by SMS. */
export type SmsTemplateKey = Extract<TemplateKey, `sms.${string}`>;

type CarrierParams = { readonly [K in SmsTemplateKey]: readonly (keyof TemplateParams[K] & string)[] };

const VERIFY_CODE = ['code', 'minutes'] as const;

/**
 * What a carrier's registered template of each key takes, in order ({1}, {2}... at Tencent): a
 * carrier sends a template id and these values, never our text. A work order's title stays out:
 * Tencent takes at most 6 characters in a variable of a notification, so its template says the
 * number only.
 */
export const SMS_CARRIER_PARAMS = {
  'sms.verify_code.register': VERIFY_CODE,
  'sms.verify_code.login': VERIFY_CODE,
  'sms.verify_code.reset_password': VERIFY_CODE,
  'sms.verify_code.change_phone': VERIFY_CODE,
  'sms.verify_code.change_password': VERIFY_CODE,
  'sms.verify_code.notify_phone': VERIFY_CODE,
  'sms.verify_code.unregister': VERIFY_CODE,
  'sms.verify_code.verification': VERIFY_CODE,
  'sms.work_order_replied': ['id'],
  'sms.balance_low': [],
  'sms.about_to_stop': [],
  'sms.gpu_wait_update': [],
  'sms.new_sign_in': [],
  'sms.webhook_disabled': [],
} as const satisfies CarrierParams;

/** Every SMS key, for configurations that must name a carrier template for each. */
export const SMS_TEMPLATE_KEYS = Object.keys(SMS_CARRIER_PARAMS) as SmsTemplateKey[];

export function isSmsTemplateKey(key: string): key is SmsTemplateKey {
  return Object.hasOwn(SMS_CARRIER_PARAMS, key);
}

/**
 * The values a carrier template of `key` takes, as strings in its order. Every one is a plain
 * string or number (sms-params.test.ts checks no SMS text formats a time or an amount).
 */
export function carrierParams<K extends SmsTemplateKey>(key: K, params: TemplateParams[K]): string[] {
  const names: readonly string[] = SMS_CARRIER_PARAMS[key];
  const values: Record<string, unknown> = params;
  return names.map((name) => String(values[name]));
}
