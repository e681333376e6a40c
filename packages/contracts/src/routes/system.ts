// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { health } from './system/health';
export { openApi } from './system/openApi';
