/** The invoices module's door: what other modules, the app and the jobs may use. */
export { assertPayBackLeavesInvoicesCovered } from './invoiceable';
export { invoicesRoutes } from './invoices.routes';
