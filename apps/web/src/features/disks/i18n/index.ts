import { registerNamespace } from '../../../shared/i18n/namespaces';
import { disksEnUS } from './en-US';
import { disksZhCN } from './zh-CN';

export const DISKS_NS = 'disks';

// Loaded with the cloud disk page; importing this module makes useTranslation('disks') work.
registerNamespace(DISKS_NS, { 'en-US': disksEnUS, 'zh-CN': disksZhCN });
