// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { list } from './custom-images/list';
export { remove } from './custom-images/remove';
export { save } from './custom-images/save';
export { share } from './custom-images/share';
export { sharedList } from './custom-images/sharedList';
export { unshare } from './custom-images/unshare';
export { usable } from './custom-images/usable';
