import { Reason } from './errors';
import { TERMINAL_REFUSALS } from './terminal-refusals';

/**
 * The zh-CN texts of the refusal reasons a client reacts to (SPEC §8: the fast-pay prompt, the QR
 * retry, the session's end; the terminal's and an instance page's own states). The server answers a
 * reason in the reader's language (Accept-Language), so a client that reacts to one compares with
 * both texts through `isReason`. The server's zh-CN catalogue takes these texts from here.
 */
export const CLIENT_REASONS_ZH_CN: Readonly<Record<string, string>> = {
  [Reason.INSUFFICIENT_BALANCE]: '可用余额不足以支付本单',
  [Reason.QR_NOT_READY]: '二维码尚未生成或已过期',
  [Reason.FAILED_TO_GET_TOKEN]: '登录状态无效',
  [Reason.SESSION_REQUIRED]: '登录状态无效：请先登录',
  [Reason.SESSION_EXPIRED]: '登录状态无效：登录已过期，请重新登录',
  [Reason.INVALID_CREDENTIALS]: '手机号或密码不正确',
  [Reason.INVALID_SUB_ACCOUNT_CREDENTIALS]: '用户名或密码不正确',
  [Reason.TOO_MANY_LOGIN_FAILURES]: '登录失败次数过多，请稍后再试',
  [Reason.INVALID_SMS_CODE]: '验证码不正确或已过期',
  [Reason.SMS_ATTEMPTS_EXHAUSTED]: '验证次数已用完，请重新获取验证码',
  [Reason.PHONE_TAKEN]: '该手机号已注册',
  [Reason.NOT_FOUND]: '不存在',
  [Reason.NO_FREE_GPU]: '这台主机没有空闲的 GPU 可供此实例使用',
  [Reason.REAL_NAME_REQUIRED]: '租用前需完成实名认证：请前往 /console/verification 认证',
  [Reason.POW_REQUIRED]: '当前地址获取验证码次数较多：请先完成浏览器校验（工作量证明）',
  [Reason.UNKNOWN]: '未知错误',
  [TERMINAL_REFUSALS.notRunning]: '终端只能在运行中的实例上打开',
  [TERMINAL_REFUSALS.needsEngine]:
    '终端需要真实的运行环境：此实例运行在模拟机群上（或是 KVM、裸金属实例），没有可打开的机器',
  'instance not found': '实例不存在',
};

/** Whether a refusal's reason is `english`, in English or in its zh-CN text. */
export function isReason(received: string, english: string): boolean {
  return received === english || received === CLIENT_REASONS_ZH_CN[english];
}
