// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { categories } from './work-orders/categories';
export { documents } from './work-orders/documents';
export { unreadFlag } from './work-orders/unreadFlag';
