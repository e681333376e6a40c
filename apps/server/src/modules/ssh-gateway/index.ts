/**
 * The SSH gateway: key and password logins into instances, throttled per address.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export type { SshGateway } from './ssh-gateway';
export { gatewayWanted } from './ssh-gateway.config';
export { startProductSshGateway } from './ssh-gateway.start';
