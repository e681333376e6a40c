// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { add } from './ssh-keys/add';
export { list } from './ssh-keys/list';
export { remove } from './ssh-keys/remove';
export { rename } from './ssh-keys/rename';
