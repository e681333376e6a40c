import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsMoneyEnUS } from './en-US';
import { opsMoneyZhCN } from './zh-CN';

export const OPS_MONEY_NS = 'opsMoney';

// Loaded with the money pages; importing this module makes useTranslation('opsMoney') work.
registerNamespace(OPS_MONEY_NS, { 'en-US': opsMoneyEnUS, 'zh-CN': opsMoneyZhCN });
