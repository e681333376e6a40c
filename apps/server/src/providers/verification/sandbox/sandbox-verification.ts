import { randomBytes } from 'node:crypto';
import type { VerifyCheckKind } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../core/clock';
import type { PersonalDataVault } from '../../../core/crypto/personal-data';
import type { Db } from '../../../core/db';
import type {
  CheckState,
  CheckValues,
  ProviderCheckKind,
  VerificationProvider,
} from '../verification-provider';
import {
  sandboxCompanyName,
  sandboxCreditCode,
  sandboxIdNumber,
  sandboxPersonName,
  yearsFrom,
} from './sandbox-identities';
import { type SandboxCheckRow, sandboxVerificationChecks } from './sandbox-verification.table';

export const SANDBOX_VERIFICATION_PATH = '/sandbox/verification';

/** What the tester sees and may change before passing a check: text fields by name. */
export type SandboxFacts = Record<string, string>;

export interface SandboxVerification extends VerificationProvider {
  find(ref: string): Promise<{ row: SandboxCheckRow; facts: SandboxFacts } | null>;
  /** The tester's decision; a decided check stays as it was decided. */
  decide(
    ref: string,
    decision: { pass: boolean; reason: string; facts: SandboxFacts },
  ): Promise<'decided' | 'already-decided' | 'unknown'>;
}

/** What a failed check says unless the tester writes another reason. */
export const FAIL_REASONS: Record<VerifyCheckKind, string> = {
  id_card_ocr: 'the image shows no readable ID card',
  license_ocr: 'the image shows no readable business licence',
  face: 'the face does not match the ID photo',
  bank_card: 'the name, ID number, card and phone do not match the bank’s records',
  corporate_transfer: 'the transfer could not be delivered to this account',
};

/** The fields of each kind a tester may edit, and what a passed check settles with. */
const EDITABLE: Record<VerifyCheckKind, readonly string[]> = {
  id_card_ocr: ['name', 'idNumber', 'validFrom', 'validTo'],
  license_ocr: ['companyName', 'registrationNumber', 'legalPerson'],
  face: ['similarity'],
  bank_card: [],
  corporate_transfer: [],
};

export function editableFacts(kind: VerifyCheckKind): readonly string[] {
  return EDITABLE[kind];
}

function settledValue(kind: ProviderCheckKind, facts: SandboxFacts): CheckValues[ProviderCheckKind] {
  switch (kind) {
    case 'id_card_ocr':
      return facts.side === 'front'
        ? { side: 'front', name: facts.name ?? '', idNumber: facts.idNumber ?? '' }
        : { side: 'back', validFrom: facts.validFrom ?? '', validTo: facts.validTo ?? '' };
    case 'license_ocr':
      return {
        companyName: facts.companyName ?? '',
        registrationNumber: facts.registrationNumber ?? '',
        legalPerson: facts.legalPerson ?? '',
      };
    case 'face':
      return { similarity: Number(facts.similarity ?? 0) };
    case 'bank_card':
    case 'corporate_transfer':
      return {};
  }
}

/**
 * The default VerificationProvider: every check waits on a page of this server where a tester
 * passes or fails it (OCR readings are made-up identities the tester may edit). Served only while it
 * is the provider in use, like the sandbox cashier.
 */
export function createSandboxVerification(deps: {
  db: Db;
  vault: PersonalDataVault;
  clock: Clock;
  publicBaseUrl: string;
}): SandboxVerification {
  const { db, vault, clock } = deps;

  async function open<T>(
    kind: VerifyCheckKind,
    facts: SandboxFacts,
    returnUrl: string | null = null,
  ): Promise<CheckState<T>> {
    const ref = randomBytes(16).toString('base64url');
    await db.insert(sandboxVerificationChecks).values({
      ref,
      kind,
      sealedFacts: vault.seal(JSON.stringify(facts)),
      returnUrl,
      createdAt: clock.now(),
    });
    return { status: 'pending', ref, url: `${deps.publicBaseUrl}${SANDBOX_VERIFICATION_PATH}/${ref}` };
  }

  async function find(ref: string) {
    const [row] = await db
      .select()
      .from(sandboxVerificationChecks)
      .where(eq(sandboxVerificationChecks.ref, ref));
    if (!row) return null;
    return { row, facts: JSON.parse(vault.open(row.sealedFacts)) as SandboxFacts };
  }

  return {
    name: 'sandbox',
    corporateTransfer: true,
    find,

    readIdCard: ({ side }) => {
      const today = clock.now();
      return open(
        'id_card_ocr',
        side === 'front'
          ? { side, name: sandboxPersonName(), idNumber: sandboxIdNumber() }
          : { side, validFrom: yearsFrom(today, -5), validTo: yearsFrom(today, 5) },
      );
    },

    readLicense: () =>
      open('license_ocr', {
        companyName: sandboxCompanyName(),
        registrationNumber: sandboxCreditCode(),
        legalPerson: sandboxPersonName(),
      }),

    startFace: ({ name, returnUrl }) => open('face', { person: name, similarity: '92' }, returnUrl),

    checkBankCard: ({ name, cardNumber }) =>
      open('bank_card', { person: name, card: `**** ${cardNumber.slice(-4)}` }),

    sendTransfer: ({ companyName, accountNumber, amountFen }) =>
      open('corporate_transfer', {
        company: companyName,
        account: `**** ${accountNumber.slice(-4)}`,
        amount: (amountFen / 100).toFixed(2),
      }),

    async read<K extends ProviderCheckKind>(kind: K, ref: string): Promise<CheckState<CheckValues[K]>> {
      const found = await find(ref);
      if (!found || found.row.state === 'pending')
        return { status: 'pending', ref, url: `${deps.publicBaseUrl}${SANDBOX_VERIFICATION_PATH}/${ref}` };
      if (found.row.state === 'refused') return { status: 'refused', ref, reason: found.row.reason };
      const facts = JSON.parse(vault.open(found.row.sealedValue ?? found.row.sealedFacts)) as SandboxFacts;
      return { status: 'passed', ref, value: settledValue(kind, facts) as CheckValues[K] };
    },

    async decide(ref, decision) {
      const found = await find(ref);
      if (!found) return 'unknown';
      if (found.row.state !== 'pending') return 'already-decided';
      const facts = { ...found.facts };
      for (const field of EDITABLE[found.row.kind]) {
        const value = decision.facts[field]?.trim();
        if (value) facts[field] = value.slice(0, 100);
      }
      const updated = await db
        .update(sandboxVerificationChecks)
        .set({
          state: decision.pass ? 'passed' : 'refused',
          reason: decision.pass ? '' : decision.reason.trim().slice(0, 200) || FAIL_REASONS[found.row.kind],
          sealedValue: decision.pass ? vault.seal(JSON.stringify(facts)) : null,
          decidedAt: clock.now(),
        })
        .where(and(eq(sandboxVerificationChecks.ref, ref), eq(sandboxVerificationChecks.state, 'pending')))
        .returning({ ref: sandboxVerificationChecks.ref });
      return updated.length > 0 ? 'decided' : 'already-decided';
    },
  };
}
