// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { disableLogin } from './ops-users/disableLogin';
export { enableLogin } from './ops-users/enableLogin';
export { endSession } from './ops-users/endSession';
export { endSessions } from './ops-users/endSessions';
export { instances } from './ops-users/instances';
export { ledger } from './ops-users/ledger';
export { orders } from './ops-users/orders';
export { profile } from './ops-users/profile';
export { search } from './ops-users/search';
export { sessions } from './ops-users/sessions';
export { subAccounts } from './ops-users/subAccounts';
