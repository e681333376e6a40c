import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsRefundsEnUS } from './en-US';
import { opsRefundsZhCN } from './zh-CN';

export const OPS_REFUNDS_NS = 'opsRefunds';

// Loaded with the refund pages and tab; importing this module makes useTranslation('opsRefunds') work.
registerNamespace(OPS_REFUNDS_NS, { 'en-US': opsRefundsEnUS, 'zh-CN': opsRefundsZhCN });
