import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsAgreementsEnUS } from './en-US';
import { opsAgreementsZhCN } from './zh-CN';

export const OPS_AGREEMENTS_NS = 'opsAgreements';

// Loaded with the agreements page; makes useTranslation('opsAgreements') work.
registerNamespace(OPS_AGREEMENTS_NS, { 'en-US': opsAgreementsEnUS, 'zh-CN': opsAgreementsZhCN });
