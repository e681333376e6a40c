// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { messageList } from './inbox/messageList';
export { notificationList } from './inbox/notificationList';
export { setAllMessagesRead } from './inbox/setAllMessagesRead';
export { setAllNotificationsRead } from './inbox/setAllNotificationsRead';
export { setMessagesRead } from './inbox/setMessagesRead';
export { setNotificationsRead } from './inbox/setNotificationsRead';
