// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { install } from './plugins/install';
export { list } from './plugins/list';
export { remove } from './plugins/remove';
