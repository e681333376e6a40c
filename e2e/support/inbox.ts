import type { APIRequestContext } from '@playwright/test';
import { apiPost } from './api';
import { staffSession } from './staff';

export interface SentNotification {
  title: string;
  original: string;
  link?: string;
  /** Also put a copy in the account's messages. */
  alsoMessage?: boolean;
}

/** Support staff send notifications (and their message copies), in order, to one main account by phone. */
export async function sendNotifications(
  request: APIRequestContext,
  phone: string,
  notifications: SentNotification[],
): Promise<void> {
  const token = staffSession('support');
  for (const notification of notifications) {
    await apiPost(request, '/admin/send_notification', {
      session: token,
      phone,
      title: notification.title,
      original: notification.original,
      link: notification.link ?? '',
      also_message: notification.alsoMessage ?? false,
    });
  }
}

/** A text no other test sends, so a test finds exactly its own items. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
