// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { apply } from './partners/apply';
export { byMonth } from './partners/byMonth';
export { info } from './partners/info';
export { machineIncome } from './partners/machineIncome';
export { referrals } from './partners/referrals';
export { settlements } from './partners/settlements';
export { toBalance } from './partners/toBalance';
export { withdraw } from './partners/withdraw';
export { withdrawals } from './partners/withdrawals';
