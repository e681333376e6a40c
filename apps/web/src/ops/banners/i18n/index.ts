import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsBannersEnUS } from './en-US';
import { opsBannersZhCN } from './zh-CN';

export const OPS_BANNERS_NS = 'opsBanners';

// Loaded with the banners page; importing this module makes useTranslation('opsBanners') work.
registerNamespace(OPS_BANNERS_NS, { 'en-US': opsBannersEnUS, 'zh-CN': opsBannersZhCN });
