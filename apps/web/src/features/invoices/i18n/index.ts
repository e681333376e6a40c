import { registerNamespace } from '../../../shared/i18n/namespaces';
import { invoicesEnUS } from './en-US';
import { invoicesZhCN } from './zh-CN';

export const INVOICES_NS = 'invoices';

// Loaded with the invoices page; importing this module makes useTranslation('invoices') work.
registerNamespace(INVOICES_NS, { 'en-US': invoicesEnUS, 'zh-CN': invoicesZhCN });
