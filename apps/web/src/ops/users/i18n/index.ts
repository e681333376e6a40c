import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsUsersEnUS } from './en-US';
import { opsUsersZhCN } from './zh-CN';

export const OPS_USERS_NS = 'opsUsers';

// Loaded with the Users pages; importing this module makes useTranslation('opsUsers') work.
registerNamespace(OPS_USERS_NS, { 'en-US': opsUsersEnUS, 'zh-CN': opsUsersZhCN });
