/** The auth module's door: what other modules, the app and the jobs may use. */
export { authRoutes } from './auth.routes';
export { unregisterRoutes } from './unregister.routes';
export { wechatRoutes } from './wechat.routes';
export { wechatSandboxRoutes } from './wechat-sandbox.routes';
