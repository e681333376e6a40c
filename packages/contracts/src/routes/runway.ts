// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { get } from './runway/get';
export { setThreshold } from './runway/setThreshold';
export { timeline } from './runway/timeline';
