import { registerNamespace } from '../../../shared/i18n/namespaces';
import { templatesEnUS } from './en-US';
import { templatesZhCN } from './zh-CN';

export const TEMPLATES_NS = 'templates';

// Loaded with the templates page; importing this module makes useTranslation('templates') work.
registerNamespace(TEMPLATES_NS, { 'en-US': templatesEnUS, 'zh-CN': templatesZhCN });
