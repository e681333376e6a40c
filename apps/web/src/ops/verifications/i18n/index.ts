import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsVerificationsEnUS } from './en-US';
import { opsVerificationsZhCN } from './zh-CN';

export const OPS_VERIFICATIONS_NS = 'opsVerifications';

// Loaded with the verification desk's pages; makes useTranslation('opsVerifications') work.
registerNamespace(OPS_VERIFICATIONS_NS, { 'en-US': opsVerificationsEnUS, 'zh-CN': opsVerificationsZhCN });
