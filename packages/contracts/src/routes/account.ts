// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { addSubAccount } from './account/addSubAccount';
export { changeNoticeEmail } from './account/changeNoticeEmail';
export { changeNoticeSetting } from './account/changeNoticeSetting';
export { deleteSubAccount } from './account/deleteSubAccount';
export { modifyNotifyPhone } from './account/modifyNotifyPhone';
export { modifyPassword } from './account/modifyPassword';
export { modifyUserName } from './account/modifyUserName';
export { noteSubAccount } from './account/noteSubAccount';
export { ownSubAccountInstances } from './account/ownSubAccountInstances';
export { resetSubAccountPassword } from './account/resetSubAccountPassword';
export { setLanguage } from './account/setLanguage';
export { settings } from './account/settings';
export { subAccountInstances } from './account/subAccountInstances';
export { subAccountMoneyLimit } from './account/subAccountMoneyLimit';
export { subAccounts } from './account/subAccounts';
export { unregister } from './account/unregister';
export { unregisterCheck } from './account/unregisterCheck';
export { userInfo } from './account/userInfo';
export { userVipInfo } from './account/userVipInfo';
