import { registerNamespace } from '../../../shared/i18n/namespaces';
import { contentEnUS } from './en-US';
import { contentZhCN } from './zh-CN';

export const CONTENT_NS = 'content';

// Loaded with the feature's lazy pages; importing this module makes useTranslation('content') work.
registerNamespace(CONTENT_NS, { 'en-US': contentEnUS, 'zh-CN': contentZhCN });
