import { CLIENT_REASONS_ZH_CN, opsRoutes, Reason } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  encodeForm,
  endsSession,
  isFormEncoded,
  isInsufficientBalance,
  isSilent,
  sessionKindOf,
  withSession,
} from './policy';

describe('isFormEncoded', () => {
  it('sends the first group of SPEC §7 form-encoded and everything else as JSON', () => {
    for (const path of [
      '/login',
      '/register',
      '/get_user_info',
      '/logout',
      '/auth/send_verify_code',
      '/auth/x/y',
    ]) {
      expect(isFormEncoded(path), path).toBe(true);
    }
    for (const path of [
      '/gpu_selector_detail',
      '/store/get_store_selector_options',
      '/admin/get_sms_outbox',
    ]) {
      expect(isFormEncoded(path), path).toBe(false);
    }
  });
});

describe('isSilent', () => {
  it('keeps the SPEC §8 exceptions quiet, by the last path segment', () => {
    expect(isSilent('/get_user_info')).toBe(true);
    expect(isSilent('/instance/get_remain_disk')).toBe(true);
    expect(isSilent('/get_qrcode')).toBe(true);
    expect(isSilent('/login')).toBe(false);
  });

  it('keeps the polls of the QR dialogs quiet, except for the QR-expired reason (SPEC §8)', () => {
    expect(isSilent('/get_order_status')).toBe(true);
    expect(isSilent('/auth/wechat/get_login_status', 'unknown server error')).toBe(true);
    expect(isSilent('/auth/wechat/get_bind_status', 'failed to get token')).toBe(true);
    expect(isSilent('/auth/wechat/get_login_status', 'QR not generated or expired')).toBe(false);
    expect(isSilent('/auth/wechat/get_login_qrcode', 'unknown server error')).toBe(false);
  });

  it('keeps a send asking for a proof of work quiet (the form solves it), in either language, and only that', () => {
    expect(isSilent('/auth/send_verify_code', Reason.POW_REQUIRED)).toBe(true);
    expect(isSilent('/auth/send_verify_code', CLIENT_REASONS_ZH_CN[Reason.POW_REQUIRED])).toBe(true);
    expect(isSilent('/auth/send_verify_code', Reason.POW_INVALID)).toBe(false);
    expect(isSilent('/auth/send_verify_code', 'too many codes for this phone today')).toBe(false);
  });

  it("knows the QR-expired reason in zh-CN too (the server answers in the reader's language)", () => {
    expect(isSilent('/auth/wechat/get_login_status', '二维码尚未生成或已过期')).toBe(false);
    expect(isSilent('/auth/wechat/get_login_status', '未知错误')).toBe(true);
  });
});

describe('isInsufficientBalance', () => {
  it('opens the fast-pay prompt for the reason in either language, and only for it', () => {
    expect(isInsufficientBalance('available balance is less than package price')).toBe(true);
    expect(isInsufficientBalance('可用余额不足以支付本单')).toBe(true);
    expect(isInsufficientBalance('余额不足以购买此套餐：请先充值')).toBe(false);
  });
});

describe('withSession', () => {
  it('adds the stored token unless the body has its own session', () => {
    expect(withSession('/get_user_info', {}, 'tok')).toEqual({ session: 'tok' });
    expect(withSession('/get_user_info', { session: 'mine' }, 'tok')).toEqual({ session: 'mine' });
    expect(withSession('/gpu_selector_detail', { sort: 'price_asc' }, null)).toEqual({ sort: 'price_asc' });
  });

  it('never sends a session with /auth/send_verify_code', () => {
    expect(withSession('/auth/send_verify_code', { phone: '13800000001', session: 'x' }, 'tok')).toEqual({
      phone: '13800000001',
    });
  });
});

describe('encodeForm', () => {
  it('skips empty values and writes the rest as text', () => {
    expect(encodeForm({ phone: '13800000001', page: 2, note: undefined, none: null, flag: true })).toBe(
      'phone=13800000001&page=2&flag=true',
    );
  });
});

describe('endsSession', () => {
  it('ends the session on status 2 or a token failure, only inside the console', () => {
    expect(endsSession(2, 'anything', '/console/dashboard')).toBe(true);
    expect(endsSession(1, 'failed to get token: please log in', '/console/recharge')).toBe(true);
    expect(endsSession(2, 'failed to get token', '/store')).toBe(false);
    expect(endsSession(1, 'phone or password is incorrect', '/console/dashboard')).toBe(false);
  });

  it('does not end it for a QR code that was not generated', () => {
    expect(endsSession(1, 'failed to get token: QR code not generated', '/console/recharge')).toBe(false);
  });

  it('reads the token failure in zh-CN too', () => {
    expect(endsSession(1, '登录状态无效：请先登录', '/console/recharge')).toBe(true);
    expect(endsSession(1, '手机号或密码不正确', '/console/dashboard')).toBe(false);
  });
});

describe('sessionKindOf', () => {
  it('sends the staff session to staff endpoints, none on the console login, the customer one elsewhere', () => {
    expect(sessionKindOf(opsRoutes.auditList)).toBe('staff');
    expect(sessionKindOf(opsRoutes.me)).toBe('staff');
    expect(sessionKindOf(opsRoutes.login)).toBe('none');
    expect(sessionKindOf(opsRoutes.loginTotp)).toBe('none');
    expect(sessionKindOf({ path: '/api/get_user_info', access: 'session' })).toBe('customer');
    expect(sessionKindOf({ path: '/api/login', access: 'public' })).toBe('customer');
  });
});
