import type { PowChallenge } from '@gpucloud/contracts';
import { searchPowNonce } from '@gpucloud/domain';

/** Nonces tried between two yields to the page: a few milliseconds of work on a phone. */
const CHUNK = 4000;

/**
 * Finds the nonce of a proof-of-work challenge (docs/security.md, "SMS-code abuse") in chunks,
 * giving the page back between them so it keeps painting its "checking your browser" text. At the
 * default difficulty (16 bits) that is about 65 000 hashes on average: well under a second on a
 * phone. Gives up when the challenge has expired (the server would refuse the answer anyway).
 */
export async function solvePowChallenge(challenge: PowChallenge): Promise<string> {
  const deadline = Date.parse(challenge.ExpiresAt);
  for (let start = 0; ; start += CHUNK) {
    const nonce = searchPowNonce(challenge.Salt, challenge.Difficulty, start, CHUNK);
    if (nonce !== null) return nonce;
    if (Date.now() > deadline) throw new Error('the proof-of-work challenge expired before it was solved');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
