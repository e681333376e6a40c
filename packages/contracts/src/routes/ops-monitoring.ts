// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { series } from './ops-monitoring/series';
