// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { detail } from './ops-verification/detail';
export { list } from './ops-verification/list';
export { reveal } from './ops-verification/reveal';
export { review } from './ops-verification/review';
