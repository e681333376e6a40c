import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsContentEnUS } from './en-US';
import { opsContentZhCN } from './zh-CN';

export const OPS_CONTENT_NS = 'opsContent';

// Loaded with the overview, coupons, notices and notifications pages; makes useTranslation('opsContent') work.
registerNamespace(OPS_CONTENT_NS, { 'en-US': opsContentEnUS, 'zh-CN': opsContentZhCN });
