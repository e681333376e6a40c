// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { confirm } from './ops-reservations/confirm';
export { deliver } from './ops-reservations/deliver';
export { freeHosts } from './ops-reservations/freeHosts';
export { list } from './ops-reservations/list';
export { refuse } from './ops-reservations/refuse';
