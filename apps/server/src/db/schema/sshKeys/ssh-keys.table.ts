import { SSH_KEY_TYPES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';

/**
 * SSH public keys of an account (issue 40): a main account's (`subAccountId` null) or one
 * sub-account's. The SSH gateway takes a key for the instances its holder may use. A deleted key's
 * row goes: nothing else names it.
 */
export const sshKeys = pgTable(
  'ssh_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    name: text().notNull(),
    type: text({ enum: SSH_KEY_TYPES }).notNull(),
    /** `SHA256:` and the unpadded base64 of the key blob's SHA-256, as `ssh-keygen -l` prints it. */
    fingerprint: text().notNull(),
    /** `<type> <base64 blob>`, without the comment. */
    publicKey: text().notNull(),
    comment: text().notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: instant(),
  },
  (t) => [
    // One key once per holder (a main account's own keys have no sub-account: coalesce makes them one holder).
    uniqueIndex('ssh_keys_holder_fingerprint_key').on(
      t.userId,
      sql`coalesce(${t.subAccountId}, 0)`,
      t.fingerprint,
    ),
    // The gateway looks a key up by its fingerprint among an instance owner's keys.
    index('ssh_keys_user_fingerprint_idx').on(t.userId, t.fingerprint),
  ],
);
