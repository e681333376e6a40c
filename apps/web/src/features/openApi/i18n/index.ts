import { registerNamespace } from '../../../shared/i18n/namespaces';
import { openApiEnUS } from './en-US';
import { openApiZhCN } from './zh-CN';

export const OPEN_API_NS = 'openApi';

// Loaded with the access-key page; importing this module makes useTranslation('openApi') work.
registerNamespace(OPEN_API_NS, { 'en-US': openApiEnUS, 'zh-CN': openApiZhCN });
