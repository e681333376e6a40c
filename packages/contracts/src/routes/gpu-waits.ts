// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { cancel } from './gpu-waits/cancel';
export { create } from './gpu-waits/create';
export { list } from './gpu-waits/list';
