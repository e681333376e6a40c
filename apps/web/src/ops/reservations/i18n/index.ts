import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsReservationsEnUS } from './en-US';
import { opsReservationsZhCN } from './zh-CN';

export const OPS_RESERVATIONS_NS = 'opsReservations';

// Loaded with the reservation desk; makes useTranslation('opsReservations') work.
registerNamespace(OPS_RESERVATIONS_NS, { 'en-US': opsReservationsEnUS, 'zh-CN': opsReservationsZhCN });
