// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { agreement } from './agreements/agreement';
export { opsPublish } from './agreements/opsPublish';
export { opsVersions } from './agreements/opsVersions';
