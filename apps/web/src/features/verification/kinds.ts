import { VerifyType, type VerifyTypeValue } from '@gpucloud/domain';
import { VERIFICATION_PATHS } from '../../shared/routing/verificationPaths';
import type { Standing } from './records';

/** The ways to verify the selection page offers, each with its own page. */
export const VERIFICATION_KINDS = [
  'personal',
  'bankCard',
  'enterprise',
  'license',
  'otherChannel',
  'student',
] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

interface KindInfo {
  path: string;
  /** The record type a kind makes; null when the person chooses (other documents). */
  verifyType: VerifyTypeValue | null;
}

export const KIND_INFO: Record<VerificationKind, KindInfo> = {
  personal: { path: VERIFICATION_PATHS.personal, verifyType: VerifyType.PERSONAL },
  bankCard: { path: VERIFICATION_PATHS.bankCard, verifyType: VerifyType.PERSONAL },
  enterprise: { path: VERIFICATION_PATHS.enterprise, verifyType: VerifyType.ENTERPRISE },
  license: { path: VERIFICATION_PATHS.license, verifyType: VerifyType.ENTERPRISE },
  otherChannel: { path: VERIFICATION_PATHS.otherChannel, verifyType: null },
  student: { path: VERIFICATION_PATHS.student, verifyType: VerifyType.STUDENT },
};

/** The kinds under each heading of the selection page. */
export const KIND_GROUPS = {
  personal: ['personal', 'bankCard'],
  enterprise: ['enterprise', 'license'],
  other: ['otherChannel', 'student'],
} as const satisfies Record<string, readonly VerificationKind[]>;

/**
 * What a card offers: `done` when the account already holds that verification (no link), `waiting`
 * when one of its type waits for a decision (the link stays: the page says what is left to do).
 */
export type CardState = 'open' | 'waiting' | 'done';

export function cardState(kind: VerificationKind, standing: Standing): CardState {
  const { verifyType } = KIND_INFO[kind];
  if (verifyType === null) return standing.personal && standing.enterprise ? 'done' : 'open';
  const held =
    verifyType === VerifyType.PERSONAL
      ? standing.personal
      : verifyType === VerifyType.ENTERPRISE
        ? standing.enterprise
        : standing.student;
  if (held) return 'done';
  return standing.pending.some((record) => record.verify_type === verifyType) ? 'waiting' : 'open';
}
