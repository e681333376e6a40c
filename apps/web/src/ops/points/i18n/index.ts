import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsPointsEnUS } from './en-US';
import { opsPointsZhCN } from './zh-CN';

export const OPS_POINTS_NS = 'opsPoints';

// Loaded with the score-store desk and the user page's points tab; makes useTranslation('opsPoints') work.
registerNamespace(OPS_POINTS_NS, { 'en-US': opsPointsEnUS, 'zh-CN': opsPointsZhCN });
