// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { attach } from './work-orders/attach';
export { categories } from './work-orders/categories';
export { comment } from './work-orders/comment';
export { create } from './work-orders/create';
export { detach } from './work-orders/detach';
export { detail } from './work-orders/detail';
export { documents } from './work-orders/documents';
export { download } from './work-orders/download';
export { instances } from './work-orders/instances';
export { list } from './work-orders/list';
export { subscribe } from './work-orders/subscribe';
export { unreadFlag } from './work-orders/unreadFlag';
export { unsubscribe } from './work-orders/unsubscribe';
export { update } from './work-orders/update';
export { uploadFile } from './work-orders/uploadFile';
