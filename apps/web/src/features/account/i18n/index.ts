import { registerNamespace } from '../../../shared/i18n/namespaces';
import { accountEnUS } from './en-US';
import { accountZhCN } from './zh-CN';

export const ACCOUNT_NS = 'account';

// Loaded with the feature's lazy pages; importing this module makes useTranslation('account') work.
registerNamespace(ACCOUNT_NS, { 'en-US': accountEnUS, 'zh-CN': accountZhCN });
