import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/config-error';
import { SMS_TEMPLATE_KEYS } from '../../../core/messaging/sms-params';
import { tencentSmsFromEnv } from './tencent-sms-config';

const IDS = Object.fromEntries(SMS_TEMPLATE_KEYS.map((key, index) => [key, String(1_800_000 + index)]));

function env(overrides: Record<string, string | undefined> = {}) {
  return {
    TENCENT_SECRET_ID: 'AKIDsms',
    TENCENT_SECRET_KEY: 'sms-secret-key',
    SMS_SDK_APP_ID: '1400123456',
    SMS_SIGN_NAME: '算力云',
    SMS_TEMPLATE_IDS: JSON.stringify(IDS),
    ...overrides,
  };
}

describe('tencentSmsFromEnv', () => {
  it('reads the key, the app, the sign and a template id for every SMS text; region ap-guangzhou', () => {
    expect(tencentSmsFromEnv(env())).toEqual({
      secretId: 'AKIDsms',
      secretKey: 'sms-secret-key',
      region: 'ap-guangzhou',
      sdkAppId: '1400123456',
      signName: '算力云',
      templateIds: IDS,
      englishTemplateIds: {},
    });
  });

  it('takes English templates for some texts, and another SendSms region', () => {
    const config = tencentSmsFromEnv(
      env({
        SMS_TEMPLATE_IDS_EN: JSON.stringify({ 'sms.verify_code.login': ' 2200001 ' }),
        SMS_REGION: 'ap-beijing',
      }),
    );
    expect(config.englishTemplateIds).toEqual({ 'sms.verify_code.login': '2200001' });
    expect(config.region).toBe('ap-beijing');
  });

  it('reads the secret key from the file TENCENT_SECRET_KEY_FILE names', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sms-key-'));
    try {
      const file = path.join(dir, 'key');
      writeFileSync(file, 'key-from-a-file\n');
      const config = tencentSmsFromEnv(env({ TENCENT_SECRET_KEY: undefined, TENCENT_SECRET_KEY_FILE: file }));
      expect(config.secretKey).toBe('key-from-a-file');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['TENCENT_SECRET_ID', 'SMS_PROVIDER=tencent needs TENCENT_SECRET_ID'],
    ['TENCENT_SECRET_KEY', 'SMS_PROVIDER=tencent needs TENCENT_SECRET_KEY (or TENCENT_SECRET_KEY_FILE'],
    ['SMS_SDK_APP_ID', 'SMS_PROVIDER=tencent needs SMS_SDK_APP_ID'],
    ['SMS_SIGN_NAME', 'SMS_PROVIDER=tencent needs SMS_SIGN_NAME'],
    ['SMS_TEMPLATE_IDS', 'SMS_PROVIDER=tencent needs SMS_TEMPLATE_IDS'],
  ])('refuses to start without %s, naming it', (name, message) => {
    expect(() => tencentSmsFromEnv(env({ [name]: undefined }))).toThrow(ConfigError);
    expect(() => tencentSmsFromEnv(env({ [name]: ' ' }))).toThrow(message);
  });

  it('refuses a template map that misses a key, naming the key', () => {
    const { 'sms.verify_code.unregister': _left, ...rest } = IDS;
    expect(() => tencentSmsFromEnv(env({ SMS_TEMPLATE_IDS: JSON.stringify(rest) }))).toThrow(
      'SMS_PROVIDER=tencent: SMS_TEMPLATE_IDS has no template id for sms.verify_code.unregister',
    );
  });

  it('refuses a key we never send (a typo), an id that is not one, and a map that is not JSON', () => {
    const typo = JSON.stringify({ ...IDS, 'sms.verify_code.logon': '1' });
    expect(() => tencentSmsFromEnv(env({ SMS_TEMPLATE_IDS: typo }))).toThrow(
      'SMS_TEMPLATE_IDS names sms.verify_code.logon, which we never send',
    );
    const notAnId = JSON.stringify({ ...IDS, 'sms.work_order_replied': 'SMS_0001' });
    expect(() => tencentSmsFromEnv(env({ SMS_TEMPLATE_IDS: notAnId }))).toThrow(
      'SMS_TEMPLATE_IDS.sms.work_order_replied must be a template id (digits)',
    );
    expect(() => tencentSmsFromEnv(env({ SMS_TEMPLATE_IDS: '{sms.verify_code.login: 1}' }))).toThrow(
      'SMS_TEMPLATE_IDS is not JSON',
    );
    const englishTypo = JSON.stringify({ 'email.student_code': '1' });
    expect(() => tencentSmsFromEnv(env({ SMS_TEMPLATE_IDS_EN: englishTypo }))).toThrow(
      'SMS_TEMPLATE_IDS_EN names email.student_code, which we never send',
    );
  });

  it('refuses an app id that is not digits and a region SendSms is not served in', () => {
    expect(() => tencentSmsFromEnv(env({ SMS_SDK_APP_ID: 'app-1' }))).toThrow(
      'SMS_SDK_APP_ID must be digits',
    );
    expect(() => tencentSmsFromEnv(env({ SMS_REGION: 'ap-shanghai' }))).toThrow(
      'SMS_REGION must be one of ap-guangzhou, ap-beijing, ap-nanjing, got "ap-shanghai"',
    );
  });
});
