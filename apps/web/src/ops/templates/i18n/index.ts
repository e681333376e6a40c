import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsTemplatesEnUS } from './en-US';
import { opsTemplatesZhCN } from './zh-CN';

export const OPS_TEMPLATES_NS = 'opsTemplates';

registerNamespace(OPS_TEMPLATES_NS, { 'en-US': opsTemplatesEnUS, 'zh-CN': opsTemplatesZhCN });
