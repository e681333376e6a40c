import { registerNamespace } from '../../../../shared/i18n/namespaces';
import { pluginsEnUS } from './en-US';
import { pluginsZhCN } from './zh-CN';

export const PLUGINS_NS = 'plugins';

// Loaded with the instance plugins page; importing this module makes useTranslation('plugins') work.
registerNamespace(PLUGINS_NS, { 'en-US': pluginsEnUS, 'zh-CN': pluginsZhCN });
