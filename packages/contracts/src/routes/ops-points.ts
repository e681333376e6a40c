// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { addStock } from './ops-points/addStock';
export { createItem } from './ops-points/createItem';
export { items } from './ops-points/items';
export { publish } from './ops-points/publish';
export { redemptions } from './ops-points/redemptions';
export { updateItem } from './ops-points/updateItem';
export { userPoints } from './ops-points/userPoints';
