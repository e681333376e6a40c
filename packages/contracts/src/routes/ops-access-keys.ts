// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { disable } from './ops-access-keys/disable';
export { list } from './ops-access-keys/list';
