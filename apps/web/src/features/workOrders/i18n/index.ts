import { registerNamespace } from '../../../shared/i18n/namespaces';
import { workOrdersEnUS } from './en-US';
import { workOrdersZhCN } from './zh-CN';

export const WORK_ORDERS_NS = 'workOrders';

// Loaded with the feature's lazy pages; importing this module makes useTranslation('workOrders') work.
registerNamespace(WORK_ORDERS_NS, { 'en-US': workOrdersEnUS, 'zh-CN': workOrdersZhCN });
