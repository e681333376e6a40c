import { registerNamespace } from '../../i18n/namespaces';
import { runwayEnUS } from './en-US';
import { runwayZhCN } from './zh-CN';

export const RUNWAY_NS = 'runway';

// Loaded with the dashboard and the top-up page; importing this module makes useTranslation('runway') work.
registerNamespace(RUNWAY_NS, { 'en-US': runwayEnUS, 'zh-CN': runwayZhCN });
