// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { create } from './access-keys/create';
export { list } from './access-keys/list';
export { remove } from './access-keys/remove';
export { rotate } from './access-keys/rotate';
export { setEnabled } from './access-keys/setEnabled';
export { subAccountList } from './access-keys/subAccountList';
export { subAccountSetEnabled } from './access-keys/subAccountSetEnabled';
