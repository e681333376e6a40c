import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsAdjustmentsEnUS } from './en-US';
import { opsAdjustmentsZhCN } from './zh-CN';

export const OPS_ADJUSTMENTS_NS = 'opsAdjustments';

// Loaded with the money pages; importing this module makes useTranslation('opsAdjustments') work.
registerNamespace(OPS_ADJUSTMENTS_NS, { 'en-US': opsAdjustmentsEnUS, 'zh-CN': opsAdjustmentsZhCN });
