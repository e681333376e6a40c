// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { bindAccountList } from './auth/bindAccountList';
export { companyRegister } from './auth/companyRegister';
export { login } from './auth/login';
export { logout } from './auth/logout';
export { powChallenge } from './auth/powChallenge';
export { register } from './auth/register';
export { resetPassword } from './auth/resetPassword';
export { sendVerifyCode } from './auth/sendVerifyCode';
export { subAccountLogin } from './auth/subAccountLogin';
export { wechatBindAccounts } from './auth/wechatBindAccounts';
export { wechatBindQrcode } from './auth/wechatBindQrcode';
export { wechatBindStatus } from './auth/wechatBindStatus';
export { wechatLoginQrcode } from './auth/wechatLoginQrcode';
export { wechatLoginStatus } from './auth/wechatLoginStatus';
export { wechatUnbind } from './auth/wechatUnbind';
