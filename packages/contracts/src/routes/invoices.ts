// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { addTitle } from './invoices/addTitle';
export { apply } from './invoices/apply';
export { balanceChanges } from './invoices/balanceChanges';
export { cancel } from './invoices/cancel';
export { conditions } from './invoices/conditions';
export { deleteTitle } from './invoices/deleteTitle';
export { editTitle } from './invoices/editTitle';
export { opsIssue } from './invoices/opsIssue';
export { opsList } from './invoices/opsList';
export { opsRefuse } from './invoices/opsRefuse';
export { opsReverse } from './invoices/opsReverse';
export { pdf } from './invoices/pdf';
export { records } from './invoices/records';
export { titles } from './invoices/titles';
