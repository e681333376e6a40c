// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { create } from './webhooks/create';
export { deliveries } from './webhooks/deliveries';
export { list } from './webhooks/list';
export { remove } from './webhooks/remove';
export { rotateSecret } from './webhooks/rotateSecret';
export { sendTest } from './webhooks/sendTest';
export { setEnabled } from './webhooks/setEnabled';
export { update } from './webhooks/update';
