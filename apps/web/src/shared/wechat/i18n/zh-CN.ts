import type { MessagesOf } from '../../i18n/namespaces';
import type { wechatEnUS } from './en-US';

/** 微信二维码面板与登录页微信登录的中文文本；键与 en-US 相同。 */
export const wechatZhCN: MessagesOf<typeof wechatEnUS> = {
  qr: {
    label: '微信二维码',
    loading: '正在生成二维码…',
    openSandbox: '打开沙箱微信确认页',
    waiting: '等待扫码…',
    scanned: '已扫码，请在手机上确认。',
    confirmed: '已确认',
    expired: '二维码已过期',
    refresh: '刷新',
    failed: '二维码生成失败。',
    notReady: '二维码未生成或已过期',
    renewing: '正在获取新的二维码…',
  },
  login: {
    other: '其他登录方式',
    wechat: '微信',
    withWechat: '微信登录',
    title: '微信扫码登录',
    hint: '用已绑定账号的微信扫码，并在手机上确认。',
    notBound: '还没有绑定微信？先用其他方式登录，再到 控制台 → 安全设置 中绑定。',
    back: '其他登录方式',
    loggingIn: '正在登录…',
  },
};
