import { registerNamespace } from '../../shared/i18n/namespaces';
import { opsEnUS } from './en-US';
import { opsZhCN } from './zh-CN';

export const OPS_NS = 'ops';

// Loaded with the console's lazy pages; importing this module makes useTranslation('ops') work.
registerNamespace(OPS_NS, { 'en-US': opsEnUS, 'zh-CN': opsZhCN });
