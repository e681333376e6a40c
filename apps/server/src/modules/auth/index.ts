/**
 * Registering, signing in (password, SMS, WeChat) and closing an account.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export { authRoutes } from './auth.routes';
export { unregisterRoutes } from './unregister.routes';
export { wechatRoutes } from './wechat.routes';
export { wechatSandboxRoutes } from './wechat-sandbox.routes';
