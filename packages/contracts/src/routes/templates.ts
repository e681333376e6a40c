// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { fromInstance } from './templates/fromInstance';
export { get } from './templates/get';
export { list } from './templates/list';
export { opsDelete } from './templates/opsDelete';
export { opsList } from './templates/opsList';
export { opsPublish } from './templates/opsPublish';
export { opsSave } from './templates/opsSave';
export { remove } from './templates/remove';
export { save } from './templates/save';
