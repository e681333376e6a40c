/**
 * Invoices: titles, requests, the invoiceable amount, staff issuing and PDFs.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { assertPayBackLeavesInvoicesCovered } from './invoiceable';
export { invoicesRoutes } from './invoices.routes';
