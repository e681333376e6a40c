// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { download } from './software/download';
export { list } from './software/list';
export { opsAddRelease } from './software/opsAddRelease';
export { opsDeleteRelease } from './software/opsDeleteRelease';
export { opsList } from './software/opsList';
export { opsPublish } from './software/opsPublish';
export { opsSave } from './software/opsSave';
export { opsUpload } from './software/opsUpload';
