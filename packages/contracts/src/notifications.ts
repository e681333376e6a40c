import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intEnumField, pageField, pageSizeField, sessionField } from './fields';

/** Read-state filter of the inbox lists: -1 all, 0 unread, 1 read. */
export const readStatusField = intEnumField([-1, 0, 1]).describe('-1 all, 0 unread, 1 read').default(-1);

export const inboxPageRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(10),
  status: readStatusField,
});

export const notification = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Original: z.string().describe('the original text of the notification'),
  Link: z.string().describe('where clicking the item goes; empty for none'),
  IsRead: z.boolean(),
  CreateAt: z.string(),
});
export const notificationListResponse = envelopeSchema(
  z.object({ data: z.array(notification), total: z.number().int(), unread: z.number().int() }),
);

/** Messages: the in-app copy of what was sent to the account's phone (SPEC §3: CreateAt, Message). */
export const message = z.object({
  Id: z.number().int(),
  Message: z.string(),
  IsRead: z.boolean(),
  CreateAt: z.string(),
});
export const messageListResponse = envelopeSchema(
  z.object({ data: z.array(message), total: z.number().int(), unread: z.number().int() }),
);

export const setReadRequest = z.object({
  session: sessionField,
  ids: z.array(idField).min(1).max(100),
});
export const markedReadResponse = envelopeSchema(z.object({ updated: z.number().int() }));

export type InboxPageRequest = z.infer<typeof inboxPageRequest>;
export type Notification = z.infer<typeof notification>;
export type Message = z.infer<typeof message>;
