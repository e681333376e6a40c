import { registerNamespace } from '../../../../shared/i18n/namespaces';
import { monitoringEnUS } from './en-US';
import { monitoringZhCN } from './zh-CN';

export const MONITORING_NS = 'monitoring';

// Loaded with the monitoring page; importing this module makes useTranslation('monitoring') work.
registerNamespace(MONITORING_NS, { 'en-US': monitoringEnUS, 'zh-CN': monitoringZhCN });
