// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { decide } from './ops-partners/decide';
export { hostPartner } from './ops-partners/hostPartner';
export { list } from './ops-partners/list';
export { pay } from './ops-partners/pay';
export { refuse } from './ops-partners/refuse';
export { revealAccount } from './ops-partners/revealAccount';
export { setLevel } from './ops-partners/setLevel';
export { settle } from './ops-partners/settle';
export { withdrawals } from './ops-partners/withdrawals';
