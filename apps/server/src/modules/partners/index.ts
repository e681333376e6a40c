/**
 * Sales partners: applications, referrals, earnings, withdrawals and partner machines.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { runMonthlySettlement } from './partner-earnings.service';
export { bindByReferralCode } from './partner-referrals';
export { partnersRoutes } from './partners.routes';
