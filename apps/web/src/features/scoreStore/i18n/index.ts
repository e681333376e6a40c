import { registerNamespace } from '../../../shared/i18n/namespaces';
import { scoreStoreEnUS } from './en-US';
import { scoreStoreZhCN } from './zh-CN';

export const SCORE_STORE_NS = 'scoreStore';

// Loaded with the score-store page; importing this module makes useTranslation('scoreStore') work.
registerNamespace(SCORE_STORE_NS, { 'en-US': scoreStoreEnUS, 'zh-CN': scoreStoreZhCN });
