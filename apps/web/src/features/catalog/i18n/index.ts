import { registerNamespace } from '../../../shared/i18n/namespaces';
import { catalogEnUS } from './en-US';
import { catalogZhCN } from './zh-CN';

export const CATALOG_NS = 'catalog';

// Loaded with the datasets and AI models pages (and the order page's picker).
registerNamespace(CATALOG_NS, { 'en-US': catalogEnUS, 'zh-CN': catalogZhCN });
