import { registerNamespace } from '../../../shared/i18n/namespaces';
import { pointsEnUS } from './en-US';
import { pointsZhCN } from './zh-CN';

export const POINTS_NS = 'points';

// Loaded with the score-store page; importing this module makes useTranslation('points') work.
registerNamespace(POINTS_NS, { 'en-US': pointsEnUS, 'zh-CN': pointsZhCN });
