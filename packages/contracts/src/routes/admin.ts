// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { createCouponGroup } from './admin/createCouponGroup';
export { emailOutbox } from './admin/emailOutbox';
export { publishNotice } from './admin/publishNotice';
export { sendNotification } from './admin/sendNotification';
export { setCreditQuota } from './admin/setCreditQuota';
export { smsOutbox } from './admin/smsOutbox';
