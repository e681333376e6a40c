// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { article } from './docs/article';
export { myVote } from './docs/myVote';
export { search } from './docs/search';
export { tree } from './docs/tree';
export { vote } from './docs/vote';
