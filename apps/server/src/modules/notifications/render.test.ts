import { describe, expect, it } from 'vitest';
import { templateTable } from '../../core/messaging/template-params';
import { render, renderStored } from './render';
import { enUS } from './templates/en-US';

const at = new Date('2025-03-01T16:30:00Z');

describe('render', () => {
  it('fills parameters in English, times in China time as the console shows them', () => {
    expect(render('en-US', 'instance.expiring_soon', { name: 'gpu-7', endsAt: at }).body).toBe(
      'Instance gpu-7 ends at 2025-03-02 00:30 China time. Renew it to keep it running.',
    );
    expect(render('en-US', 'instance.released_after_retention', { name: 'gpu-7', days: 15 }).body).toBe(
      'Instance gpu-7 and its disk were released after 15 days shut down.',
    );
  });

  it('fills the same parameters in Chinese, times in Beijing time', () => {
    expect(render('zh-CN', 'instance.expiring_soon', { name: 'gpu-7', endsAt: at }).body).toBe(
      '实例 gpu-7 将于 2025-03-02 00:30（北京时间） 到期，请及时续费以保持运行。',
    );
    expect(render('zh-CN', 'instance.arrears_stopped', { name: 'gpu-7' }).body).toContain(
      '余额和信用额度已用完',
    );
  });

  it('writes a time the customer set in China time for readers of both languages ({at:china})', () => {
    const stopAt = new Date('2025-03-01T13:00:00Z');
    expect(render('en-US', 'instance.auto_stopped_time', { name: 'gpu-7', at: stopAt }).body).toContain(
      'stopped instance gpu-7 at 2025-03-01 21:00 China time, the time you set',
    );
    expect(render('zh-CN', 'instance.auto_stopped_time', { name: 'gpu-7', at: stopAt }).body).toContain(
      '已按您设置的时间 2025-03-01 21:00（北京时间） 自动关闭实例 gpu-7',
    );
    expect(
      render('en-US', 'instance.auto_stopped_command', { name: 'gpu-7', command: 'python train.py', code: 0 })
        .body,
    ).toContain('the command `python train.py` finished with exit code 0');
  });

  it('renders an SMS code per purpose and an email with its subject', () => {
    expect(render('en-US', 'sms.verify_code.login', { code: '123456', minutes: 5 }).body).toBe(
      '[GPU Cloud] Your verification code to log in is 123456. It expires in 5 minutes. Never share it.',
    );
    expect(render('zh-CN', 'sms.verify_code.register', { code: '123456', minutes: 5 }).body).toBe(
      '【GPU 云】您正在注册账号，验证码为 123456，5 分钟内有效，请勿泄露给他人。',
    );
    expect(render('zh-CN', 'email.notice_email_code', { code: '654321', minutes: 10 })).toEqual({
      title: '确认您的通知邮箱',
      body: '您在此邮箱接收 GPU 云通知的验证码为 654321，10 分钟内有效。',
    });
  });

  it('shows money in fen as yuan with two decimals', () => {
    expect(render('en-US', 'wallet.vouchers_received', { amount: 1_234_50 }).body).toMatch(
      /^1,234\.50 in compute/,
    );
    expect(render('zh-CN', 'wallet.vouchers_received', { amount: 5 }).body).toMatch(/^0\.05 元算力券/);
    expect(renderStored('en-US', 'wallet.vouchers_received', { amount: 'lots' })?.body).toMatch(
      /^{amount:fen} in/,
    );
  });

  it('reads parameters back from jsonb (times as ISO strings)', () => {
    const stored = JSON.parse(JSON.stringify({ name: 'gpu-7', keptUntil: at }));
    expect(renderStored('en-US', 'instance.expired', stored)?.body).toContain(
      'kept until 2025-03-02 00:30 China time;',
    );
    expect(renderStored('zh-CN', 'instance.expired', stored)?.body).toContain(
      '磁盘保留至 2025-03-02 00:30（北京时间）',
    );
  });

  it('writes a new sign-in’s device and time in the reader’s language, an older stored device as it was', () => {
    const params = {
      at: '2025-03-01T16:30:00.000Z',
      ip: '198.51.100.7',
      device: { browser: 'WeChat', system: 'Android' },
      link: 'https://gpu.example/console/safe',
    };
    expect(render('en-US', 'email.new_sign_in', params).body).toContain(
      'signed in at 2025-03-02 00:30 China time from 198.51.100.7 on WeChat on Android, a device',
    );
    expect(render('zh-CN', 'email.new_sign_in', params).body).toContain(
      '于 2025-03-02 00:30（北京时间）通过 Android 上的 微信 登录，地址为 198.51.100.7',
    );
    expect(
      render('zh-CN', 'account.new_sign_in', { ...params, device: { browser: '', system: null } }).body,
    ).toContain('通过 未知客户端 登录');
    expect(
      renderStored('en-US', 'account.new_sign_in', { ...params, device: 'Chrome on Windows' })?.body,
    ).toContain('on Chrome on Windows,');
    expect(renderStored('en-US', 'account.new_sign_in', { ...params, device: 7 })?.body).toContain(
      'on {device:device},',
    );
  });

  it('is safe with an unknown key, missing or broken parameters', () => {
    expect(renderStored('en-US', 'instance.no_such_notice', { name: 'x' })).toBeNull();
    expect(renderStored('en-US', 'toString', {})).toBeNull();
    expect(renderStored('en-US', 'instance.expiring_soon', null)?.body).toBe(
      'Instance {name} ends at {endsAt:time}. Renew it to keep it running.',
    );
    expect(
      renderStored('zh-CN', 'instance.expiring_soon', { name: 'gpu-7', endsAt: 'not a time' })?.body,
    ).toBe('实例 gpu-7 将于 {endsAt:time} 到期，请及时续费以保持运行。');
  });

  it('checks keys and parameters while compiling (npm run typecheck fails if one slips through)', () => {
    const neverCalled = () => [
      // @ts-expect-error a parameter the template does not take
      render('en-US', 'instance.arrears_stopped', { name: 'x', days: 1 }),
      // @ts-expect-error a missing parameter
      render('en-US', 'instance.expiring_soon', { name: 'x' }),
      // @ts-expect-error an unknown key
      render('en-US', 'instance.no_such_notice', {}),
    ];
    expect(neverCalled).toBeTypeOf('function');
    const good = templateTable({ ...enUS, 'instance.arrears_stopped': { body: 'Instance {name} stopped' } });
    expect(good['instance.arrears_stopped'].body).toBe('Instance {name} stopped');
    templateTable({
      ...enUS,
      // @ts-expect-error a template naming a parameter its key does not take
      'instance.arrears_stopped': { body: 'Instance {name} owes {amount}' },
    });
  });
});
