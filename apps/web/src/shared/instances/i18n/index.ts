import { registerNamespace } from '../../i18n/namespaces';
import { instancesEnUS } from './en-US';
import { instancesZhCN } from './zh-CN';

export const INSTANCES_NS = 'instances';

// Loaded with the feature's lazy pages; importing this module makes useTranslation('instances') work.
registerNamespace(INSTANCES_NS, { 'en-US': instancesEnUS, 'zh-CN': instancesZhCN });
