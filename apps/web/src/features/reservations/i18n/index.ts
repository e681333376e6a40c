import { registerNamespace } from '../../../shared/i18n/namespaces';
import { reservationsEnUS } from './en-US';
import { reservationsZhCN } from './zh-CN';

export const RESERVATIONS_NS = 'reservations';

// Loaded with the reservations page and the store's bare-metal section.
registerNamespace(RESERVATIONS_NS, { 'en-US': reservationsEnUS, 'zh-CN': reservationsZhCN });
