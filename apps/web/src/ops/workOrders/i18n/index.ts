import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsWorkOrdersEnUS } from './en-US';
import { opsWorkOrdersZhCN } from './zh-CN';

export const OPS_WORK_ORDERS_NS = 'opsWorkOrders';

// Loaded with the desk and help catalogue pages; makes useTranslation('opsWorkOrders') work.
registerNamespace(OPS_WORK_ORDERS_NS, { 'en-US': opsWorkOrdersEnUS, 'zh-CN': opsWorkOrdersZhCN });
