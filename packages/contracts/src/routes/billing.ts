// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { exportRechargeOrders } from './billing/exportRechargeOrders';
export { orders } from './billing/orders';
