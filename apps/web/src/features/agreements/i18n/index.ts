import { registerNamespace } from '../../../shared/i18n/namespaces';
import { agreementsEnUS } from './en-US';
import { agreementsZhCN } from './zh-CN';

// Loaded with the agreement pages and the console's dialog; makes useTranslation('agreements') work.
registerNamespace('agreements', { 'en-US': agreementsEnUS, 'zh-CN': agreementsZhCN });
