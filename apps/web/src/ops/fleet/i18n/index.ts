import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsFleetEnUS } from './en-US';
import { opsFleetZhCN } from './zh-CN';

export const OPS_FLEET_NS = 'opsFleet';

// Loaded with the fleet pages; importing this module makes useTranslation('opsFleet') work.
registerNamespace(OPS_FLEET_NS, { 'en-US': opsFleetEnUS, 'zh-CN': opsFleetZhCN });
