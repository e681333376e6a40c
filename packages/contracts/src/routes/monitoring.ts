// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { latest } from './monitoring/latest';
export { series } from './monitoring/series';
