// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { couponClaims } from './ops-content/couponClaims';
export { couponGroups } from './ops-content/couponGroups';
export { createNoticeDraft } from './ops-content/createNoticeDraft';
export { noticeById } from './ops-content/noticeById';
export { noticeList } from './ops-content/noticeList';
export { notificationAudience } from './ops-content/notificationAudience';
export { overview } from './ops-content/overview';
export { publishNotice } from './ops-content/publishNotice';
export { saveNoticeDraft } from './ops-content/saveNoticeDraft';
export { sendNotification } from './ops-content/sendNotification';
export { stopCouponGroup } from './ops-content/stopCouponGroup';
export { unpublishNotice } from './ops-content/unpublishNotice';
