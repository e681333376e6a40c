import { registerNamespace } from '../../../shared/i18n/namespaces';
import { partnersEnUS } from './en-US';
import { partnersZhCN } from './zh-CN';

export const PARTNERS_NS = 'partners';

// Loaded with the partner pages; importing this module makes useTranslation('partners') work.
registerNamespace(PARTNERS_NS, { 'en-US': partnersEnUS, 'zh-CN': partnersZhCN });
