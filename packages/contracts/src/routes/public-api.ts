// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { addSshKey } from './public-api/addSshKey';
export { balance } from './public-api/balance';
export { create } from './public-api/create';
export { deleteSshKey } from './public-api/deleteSshKey';
export { document } from './public-api/document';
export { instance } from './public-api/instance';
export { instances } from './public-api/instances';
export { ledger } from './public-api/ledger';
export { logs } from './public-api/logs';
export { metrics } from './public-api/metrics';
export { offer } from './public-api/offer';
export { offers } from './public-api/offers';
export { orders } from './public-api/orders';
export { quote } from './public-api/quote';
export { release } from './public-api/release';
export { renew } from './public-api/renew';
export { restart } from './public-api/restart';
export { sshKeys } from './public-api/sshKeys';
export { start } from './public-api/start';
export { stop } from './public-api/stop';
export { usage } from './public-api/usage';
