// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { auditList } from './ops/auditList';
export { login } from './ops/login';
export { loginTotp } from './ops/loginTotp';
export { logout } from './ops/logout';
export { me } from './ops/me';
export { staffCreate } from './ops/staffCreate';
export { staffDisable } from './ops/staffDisable';
export { staffList } from './ops/staffList';
export { staffResetTotp } from './ops/staffResetTotp';
export { staffSetRole } from './ops/staffSetRole';
