// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { catalogue } from './ops-work-orders/catalogue';
export { categoryCreate } from './ops-work-orders/categoryCreate';
export { categoryDelete } from './ops-work-orders/categoryDelete';
export { categoryRename } from './ops-work-orders/categoryRename';
export { documentCreate } from './ops-work-orders/documentCreate';
export { documentDelete } from './ops-work-orders/documentDelete';
export { documentEdit } from './ops-work-orders/documentEdit';
export { documentList } from './ops-work-orders/documentList';
export { subcategoryCreate } from './ops-work-orders/subcategoryCreate';
export { subcategoryDelete } from './ops-work-orders/subcategoryDelete';
export { subcategoryRename } from './ops-work-orders/subcategoryRename';
