// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { health } from './system/health';
export { live } from './system/live';
export { openApi } from './system/openApi';
export { ready } from './system/ready';
