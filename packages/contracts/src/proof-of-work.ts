import { z } from 'zod';
import { envelopeSchema } from './envelope';

/**
 * The proof of work an SMS send needs once one address has asked for a few codes (docs/security.md,
 * "SMS-code abuse"): find a nonce so that sha256(salt + nonce) starts with `Difficulty` zero bits.
 */
export const powChallengeResponse = envelopeSchema(
  z.object({
    Challenge: z.string().describe('the signed challenge, sent back unchanged as pow_challenge'),
    Salt: z.string().describe('hex; hash salt + nonce (the nonce in decimal digits)'),
    Difficulty: z.number().int().describe('leading zero bits the SHA-256 must have'),
    ExpiresAt: z.string().describe('after this the challenge is refused'),
  }),
);
export type PowChallenge = z.infer<typeof powChallengeResponse>['data'];

/** What a request that may need a proof of work carries; both or neither. */
export const powSolutionFields = {
  pow_challenge: z
    .string()
    .max(300, 'must be at most 300 characters')
    .optional()
    .describe('Challenge from /api/auth/get_pow_challenge, once asked for'),
  pow_nonce: z
    .string()
    .regex(/^\d{1,16}$/, 'must be 1 to 16 digits')
    .optional()
    .describe('the nonce that solves pow_challenge'),
};
