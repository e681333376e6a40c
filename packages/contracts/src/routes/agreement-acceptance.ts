// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { accept } from './agreement-acceptance/accept';
export { list } from './agreement-acceptance/list';
export { pending } from './agreement-acceptance/pending';
