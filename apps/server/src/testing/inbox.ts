import { and, eq } from 'drizzle-orm';
import { inboxItems } from '../db/schema/inbox/inbox.table';
import type { TestApp } from './test-app';

/** The inbox items of one template an account received, oldest first. */
export function inboxItemsOf(app: TestApp, userId: number, template: string) {
  return app.deps.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.template, template)))
    .orderBy(inboxItems.id);
}
