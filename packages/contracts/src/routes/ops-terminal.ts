// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
export { sessions } from './ops-terminal/sessions';
