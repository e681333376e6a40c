// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { list } from './ops-refunds/list';
export { refund } from './ops-refunds/refund';
export { refundableTopUps } from './ops-refunds/refundableTopUps';
