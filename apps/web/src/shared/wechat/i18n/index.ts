import { registerNamespace } from '../../i18n/namespaces';
import { wechatEnUS } from './en-US';
import { wechatZhCN } from './zh-CN';

export const WECHAT_NS = 'wechat';

// Loaded with the WeChat QR panel and the login page; importing this module makes useTranslation('wechat') work.
registerNamespace(WECHAT_NS, { 'en-US': wechatEnUS, 'zh-CN': wechatZhCN });
