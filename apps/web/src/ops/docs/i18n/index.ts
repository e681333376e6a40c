import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsDocsEnUS } from './en-US';
import { opsDocsZhCN } from './zh-CN';

export const OPS_DOCS_NS = 'opsDocs';

// Loaded with the console's docs pages; makes useTranslation('opsDocs') work.
registerNamespace(OPS_DOCS_NS, { 'en-US': opsDocsEnUS, 'zh-CN': opsDocsZhCN });
