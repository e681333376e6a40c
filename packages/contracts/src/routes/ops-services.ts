// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { hostSetServices } from './ops-services/hostSetServices';
export { userServices } from './ops-services/userServices';
