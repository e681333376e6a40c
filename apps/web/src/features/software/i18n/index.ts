import { registerNamespace } from '../../../shared/i18n/namespaces';
import { softwareEnUS } from './en-US';
import { softwareZhCN } from './zh-CN';

// Loaded with the software page; importing this module makes useTranslation('software') work.
registerNamespace('software', { 'en-US': softwareEnUS, 'zh-CN': softwareZhCN });
