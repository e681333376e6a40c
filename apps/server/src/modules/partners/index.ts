/** The partners module's door: what other modules, the app and the jobs may use. */
export { runMonthlySettlement } from './partner-earnings.service';
export { bindByReferralCode } from './partner-referrals';
export { partnersRoutes } from './partners.routes';
