import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsSoftwareEnUS } from './en-US';
import { opsSoftwareZhCN } from './zh-CN';

// Loaded with the software page; makes useTranslation('opsSoftware') work.
registerNamespace('opsSoftware', { 'en-US': opsSoftwareEnUS, 'zh-CN': opsSoftwareZhCN });
