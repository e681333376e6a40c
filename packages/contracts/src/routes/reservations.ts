// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { add } from './reservations/add';
export { cancel } from './reservations/cancel';
export { list } from './reservations/list';
export { logs } from './reservations/logs';
export { quote } from './reservations/quote';
export { renew } from './reservations/renew';
export { renewQuote } from './reservations/renewQuote';
export { showList } from './reservations/showList';
