import { VERIFY_CHECK_KINDS } from '@gpucloud/domain';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';

/**
 * The verification sandbox's own books, as a real provider keeps them on its side. What it reads or
 * is told (names, numbers) is sealed like our own personal data: `sealedFacts` is what its page
 * shows the tester, `sealedValue` what the check settled with.
 */
export const sandboxVerificationChecks = pgTable('sandbox_verification_checks', {
  ref: text().primaryKey(),
  kind: text({ enum: VERIFY_CHECK_KINDS }).notNull(),
  state: text({ enum: ['pending', 'passed', 'refused'] })
    .notNull()
    .default('pending'),
  reason: text().notNull().default(''),
  sealedFacts: text().notNull(),
  sealedValue: text(),
  returnUrl: text(),
  createdAt: createdAt(),
  decidedAt: instant(),
});
export type SandboxCheckRow = typeof sandboxVerificationChecks.$inferSelect;
