// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { list } from './services/list';
export { open } from './services/open';
