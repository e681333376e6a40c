// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { alipayNotify } from './wallet/alipayNotify';
export { balanceChangeList } from './wallet/balanceChangeList';
export { buyVoucherPack } from './wallet/buyVoucherPack';
export { createTopUp } from './wallet/createTopUp';
export { paymentNotify } from './wallet/paymentNotify';
export { setPayPreference } from './wallet/setPayPreference';
export { topUpQr } from './wallet/topUpQr';
export { topUpStatus } from './wallet/topUpStatus';
export { voucherPacks } from './wallet/voucherPacks';
export { wechatPayNotify } from './wallet/wechatPayNotify';
