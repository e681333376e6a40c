import { registerNamespace } from '../../../shared/i18n/namespaces';
import { webhooksEnUS } from './en-US';
import { webhooksZhCN } from './zh-CN';

export const WEBHOOKS_NS = 'webhooks';

// Loaded with the webhooks page; importing this module makes useTranslation('webhooks') work.
registerNamespace(WEBHOOKS_NS, { 'en-US': webhooksEnUS, 'zh-CN': webhooksZhCN });
