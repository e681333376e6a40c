import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsScoreStoreEnUS } from './en-US';
import { opsScoreStoreZhCN } from './zh-CN';

export const OPS_SCORE_STORE_NS = 'opsScoreStore';

// Loaded with the score-store desk and the user page's points tab; makes useTranslation('opsScoreStore') work.
registerNamespace(OPS_SCORE_STORE_NS, { 'en-US': opsScoreStoreEnUS, 'zh-CN': opsScoreStoreZhCN });
