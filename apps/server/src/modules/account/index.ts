/**
 * Accounts: users and sub-accounts, profile and security settings, membership, real-name status.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */

export {
  findActiveUserByPhone,
  findSubAccountById,
  findSubAccountForLogin,
  findUserById,
  insertSubAccount,
  insertUser,
  lockSubAccount,
  updateUserPassword,
} from './account.repository';
export { accountRoutes } from './account.routes';
export { getUserInfo } from './account.service';
export { accountCentreRoutes } from './account-centre.routes';
export { NOTICE_DEFAULTS } from './notice-settings';
export { assertRealNameForRenting } from './real-name.policy';
export { passedVerifyTypes } from './real-name.repository';
export { isMainAccountOf } from './sub-account.policy';
export { getSubAccounts } from './sub-accounts.service';
