import { registerNamespace } from '../../../shared/i18n/namespaces';
import { docsEnUS } from './en-US';
import { docsZhCN } from './zh-CN';

export const DOCS_NS = 'docs';

// Loaded with the docs pages; importing this module makes useTranslation('docs') work.
registerNamespace(DOCS_NS, { 'en-US': docsEnUS, 'zh-CN': docsZhCN });
