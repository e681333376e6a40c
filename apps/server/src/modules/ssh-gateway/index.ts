/** The ssh-gateway module's door: what other modules, the app and the jobs may use. */
export type { SshGateway } from './ssh-gateway';
export { gatewayWanted } from './ssh-gateway.config';
export { startProductSshGateway } from './ssh-gateway.start';
