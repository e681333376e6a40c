import { LANGUAGES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  carrierParams,
  isSmsTemplateKey,
  SMS_CARRIER_PARAMS,
  SMS_TEMPLATE_KEYS,
} from '../../../core/messaging/sms-params';
import { TEMPLATES } from '../render';

/** `{name}` and `{name:format}` of one text, in the order they appear. */
function placeholdersOf(text: string): { name: string; format: string | undefined }[] {
  return [...text.matchAll(/{(\w+)(?::(\w+))?}/g)].map((match) => ({
    name: match[1] ?? '',
    format: match[2],
  }));
}

describe('SMS carrier parameters', () => {
  it('name a carrier template for exactly the sms.* texts of the tables', () => {
    const smsKeys = Object.keys(TEMPLATES['en-US']).filter((key) => key.startsWith('sms.'));
    expect([...SMS_TEMPLATE_KEYS].sort()).toEqual(smsKeys.sort());
    expect(isSmsTemplateKey('sms.work_order_replied')).toBe(true);
    expect(isSmsTemplateKey('email.student_code')).toBe(false);
  });

  it.each(LANGUAGES)(
    'follow the order in which the %s text says them, with no formatted value',
    (language) => {
      for (const key of SMS_TEMPLATE_KEYS) {
        const used = placeholdersOf(TEMPLATES[language][key].body);
        expect(
          used.filter((placeholder) => placeholder.format !== undefined),
          key,
        ).toEqual([]);
        const inTextOrder = used.map((placeholder) => placeholder.name);
        const carrier: readonly string[] = SMS_CARRIER_PARAMS[key];
        expect(
          inTextOrder.filter((name) => carrier.includes(name)),
          key,
        ).toEqual(carrier);
      }
    },
  );

  it('are the values as strings, in the carrier order', () => {
    expect(carrierParams('sms.verify_code.login', { code: '042917', minutes: 5 })).toEqual(['042917', '5']);
    expect(carrierParams('sms.work_order_replied', { id: 73, title: 'GPU 不可用' })).toEqual(['73']);
  });
});
