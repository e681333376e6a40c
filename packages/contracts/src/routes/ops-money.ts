// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { adjust } from './ops-money/adjust';
export { approve } from './ops-money/approve';
export { list } from './ops-money/list';
export { reject } from './ops-money/reject';
