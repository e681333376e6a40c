/** The wallet module's door: what other modules, the app and the jobs may use. */
export { setAccountCreditQuota } from './credit.service';
export {
  adjustPocket,
  bindReferredCustomer,
  charge,
  chargeDueHours,
  chargeStorageDays,
  deposit,
  lockPayer,
  markDayPaid,
  markHourPaid,
  moveEarningsToBalance,
  openWallet,
  type Payer,
  payableSplit,
  refund,
  refundHoursNotRun,
  refundOrder,
  returnWithdrawal,
  settlePartnerEarnings,
  takeForWithdrawal,
} from './money-movements.service';
export { paymentNotifyRoutes } from './payment-notify.routes';
export { listStalePendingTopUps } from './top-up.repository';
export { topUpRoutes } from './top-up.routes';
export { queryAndSettle } from './top-up.service';
export { listUnsettledTopUpRefunds } from './top-up-refunds.repository';
export { topUpRefundsRoutes } from './top-up-refunds.routes';
export { queryTopUpRefund } from './top-up-refunds.settlement';
export { lockWallet } from './wallet.repository';
export { walletRoutes } from './wallet.routes';
export { getBalanceChanges } from './wallet.service';
