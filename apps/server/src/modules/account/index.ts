/** The account module's door: what other modules, the app and the jobs may use. */

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
