/**
 * The one owner of money: wallets, the ledger, top-ups, credit, vouchers and every money movement.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export {
  type ClaimedAlert,
  claimAboutToStop,
  claimLowBalance,
  rearmAlerts,
} from './balance-alerts.repository';
export { setAccountCreditQuota } from './credit.service';
export { adjustPocket } from './money-movements/adjustments';
export { deposit } from './money-movements/deposits';
export { chargeDueHours, chargeRunMinutes, markMinutesPaid } from './money-movements/hour-charges';
export { charge } from './money-movements/order-charges';
export { creditOutageVouchers } from './money-movements/outage-credits';
export {
  bindReferredCustomer,
  moveEarningsToBalance,
  returnWithdrawal,
  settlePartnerEarnings,
  takeForWithdrawal,
} from './money-movements/partner-money';
export { lockPayer, type Payer, payableSplit, SUB_ACCOUNT_LIMIT_REASON } from './money-movements/payer';
export { refund, refundHoursNotRun, refundOrder } from './money-movements/refunds';
export { chargeStorageDays, markDayPaid } from './money-movements/storage-charges';
export { openWallet } from './money-movements/wallet-settings';
export { paymentNotifyRoutes } from './payment-notify.routes';
export { runwayRoutes } from './runway.routes';
export { listStalePendingTopUps } from './top-up.repository';
export { topUpRoutes } from './top-up.routes';
export { queryAndSettle } from './top-up.service';
export { listUnsettledTopUpRefunds } from './top-up-refunds.repository';
export { topUpRefundsRoutes } from './top-up-refunds.routes';
export { queryTopUpRefund } from './top-up-refunds.settlement';
export { lockWallet } from './wallet.repository';
export { walletRoutes } from './wallet.routes';
export { getBalanceChanges } from './wallet.service';
