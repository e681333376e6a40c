import { registerNamespace } from '../../../shared/i18n/namespaces';
import { securityEnUS } from './en-US';
import { securityZhCN } from './zh-CN';

export const SECURITY_NS = 'security';

// Loaded with the security page; importing this module makes useTranslation('security') work.
registerNamespace(SECURITY_NS, { 'en-US': securityEnUS, 'zh-CN': securityZhCN });
