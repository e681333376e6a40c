import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsCatalogEnUS } from './en-US';
import { opsCatalogZhCN } from './zh-CN';

export const OPS_CATALOG_NS = 'opsCatalog';

registerNamespace(OPS_CATALOG_NS, { 'en-US': opsCatalogEnUS, 'zh-CN': opsCatalogZhCN });
