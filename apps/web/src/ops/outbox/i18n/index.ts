import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsOutboxEnUS } from './en-US';
import { opsOutboxZhCN } from './zh-CN';

export const OPS_OUTBOX_NS = 'opsOutbox';

// Loaded with the outbox pages; importing this module makes useTranslation('opsOutbox') work.
registerNamespace(OPS_OUTBOX_NS, { 'en-US': opsOutboxEnUS, 'zh-CN': opsOutboxZhCN });
