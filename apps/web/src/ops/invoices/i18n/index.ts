import { registerNamespace } from '../../../shared/i18n/namespaces';
import { opsInvoicesEnUS } from './en-US';
import { opsInvoicesZhCN } from './zh-CN';

export const OPS_INVOICES_NS = 'opsInvoices';

// Loaded with the invoice desk; makes useTranslation('opsInvoices') work.
registerNamespace(OPS_INVOICES_NS, { 'en-US': opsInvoicesEnUS, 'zh-CN': opsInvoicesZhCN });
