import { registerNamespace } from '../../../shared/i18n/namespaces';
import { salesPartnerEnUS } from './en-US';
import { salesPartnerZhCN } from './zh-CN';

export const SALES_PARTNER_NS = 'salesPartner';

// Loaded with the partner pages; importing this module makes useTranslation('salesPartner') work.
registerNamespace(SALES_PARTNER_NS, { 'en-US': salesPartnerEnUS, 'zh-CN': salesPartnerZhCN });
