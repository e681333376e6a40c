import { sessionOnlyRequest } from '../account';
import { endpoint } from '../endpoint';
import {
  inboxPageRequest,
  markedReadResponse,
  messageListResponse,
  notificationListResponse,
  setReadRequest,
} from '../notifications';

/** The caller's notifications and messages; sub-accounts have their own. */
export const inboxEndpoints = {
  notificationList: endpoint({
    method: 'POST',
    path: '/api/notifications/get_list',
    access: 'session',
    tag: 'notifications',
    summary: "The caller's notifications, newest first (status -1 all, 0 unread, 1 read)",
    request: inboxPageRequest,
    response: notificationListResponse,
  }),
  messageList: endpoint({
    method: 'POST',
    path: '/api/messages/get_list',
    access: 'session',
    tag: 'messages',
    summary: "The caller's messages, newest first (status -1 all, 0 unread, 1 read)",
    request: inboxPageRequest,
    response: messageListResponse,
  }),
  setNotificationsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/set_read',
    access: 'session',
    tag: 'notifications',
    summary: "Mark some of the caller's notifications read",
    request: setReadRequest,
    response: markedReadResponse,
  }),
  setAllNotificationsRead: endpoint({
    method: 'POST',
    path: '/api/notifications/set_read_all',
    access: 'session',
    tag: 'notifications',
    summary: 'Mark every notification of the caller read',
    request: sessionOnlyRequest,
    response: markedReadResponse,
  }),
  setMessagesRead: endpoint({
    method: 'POST',
    path: '/api/messages/set_read',
    access: 'session',
    tag: 'messages',
    summary: "Mark some of the caller's messages read",
    request: setReadRequest,
    response: markedReadResponse,
  }),
  setAllMessagesRead: endpoint({
    method: 'POST',
    path: '/api/messages/set_read_all',
    access: 'session',
    tag: 'messages',
    summary: 'Mark every message of the caller read',
    request: sessionOnlyRequest,
    response: markedReadResponse,
  }),
};
