// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { checkIn } from './points/checkIn';
export { items } from './points/items';
export { ledger } from './points/ledger';
export { redeem } from './points/redeem';
export { summary } from './points/summary';
