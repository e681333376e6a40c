// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { end } from './login-sessions/end';
export { endOthers } from './login-sessions/endOthers';
export { list } from './login-sessions/list';
