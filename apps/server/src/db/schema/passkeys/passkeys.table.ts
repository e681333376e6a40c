import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';

export const WEBAUTHN_PURPOSES = ['register', 'sign-in', 'second-factor', 'step-up'] as const;
export type WebAuthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * Passkeys (WebAuthn credentials, issue 46) of an account: a main account's (`subAccountId` null) or
 * one sub-account's. A removed passkey's row goes: nothing else names it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    /** The credential id as the authenticator gave it, base64url: unique across every account. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url (public: no secret is stored for a passkey). */
    publicKey: text().notNull(),
    /** The authenticator's signature counter; 0 for those that keep none (most synced passkeys). */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    name: text().notNull(),
    /** May the credential be synced to other devices (`multiDevice`), and is it backed up now. */
    deviceType: text({ enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean().notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant(),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges: each is used once (one guarded UPDATE sets `usedAt`), within its few minutes,
 * for the purpose it was made for and, when it names one, by that account only.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: text().primaryKey(),
    /** base64url, as it travels in clientDataJSON. */
    challenge: text().notNull(),
    purpose: text({ enum: WEBAUTHN_PURPOSES }).notNull(),
    userId: integer().references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
