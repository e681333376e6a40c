import { registerNamespace } from '../../../shared/i18n/namespaces';
import { storeOrderEnUS } from './en-US';
import { storeOrderZhCN } from './zh-CN';

export const STORE_ORDER_NS = 'storeOrder';

// Loaded with the feature's lazy pages; importing this module makes useTranslation('storeOrder') work.
registerNamespace(STORE_ORDER_NS, { 'en-US': storeOrderEnUS, 'zh-CN': storeOrderZhCN });
