import {
  companyRegisterRequest,
  passwordField,
  phoneField,
  smsCodeField,
  subAccountLoginField,
} from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { firstIssue, type SafeParser } from '../forms/zodRules';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';
import { zodMessagesZhCN } from './zodMessages';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

describe('locales', () => {
  it('zh-CN has exactly the keys of en-US, and no empty text', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort());
    expect(JSON.stringify(zhCN)).not.toContain('""');
  });

  it('every interpolation of en-US exists in zh-CN', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const lookup = (messages: object, path: string) =>
      path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
    for (const key of keys(enUS)) {
      expect(variables(lookup(zhCN, key)), key).toEqual(variables(lookup(enUS, key)));
    }
  });

  it('has Chinese for every validation message of the contract fields the forms use', () => {
    const company = companyRegisterRequest.shape.company_name;
    const cases: [SafeParser, unknown][] = [
      [phoneField, 'x'],
      [passwordField, 'x'],
      [passwordField, 'x'.repeat(200)],
      [smsCodeField, 'x'],
      [subAccountLoginField, '!'],
      [company, 'a'],
      [company, 'a'.repeat(101)],
    ];
    for (const [schema, value] of cases) {
      const issue = firstIssue(schema, value) ?? '';
      expect(zodMessagesZhCN[issue], issue).toBeTruthy();
    }
  });
});
