import { ApiError } from '../../api/errors';

/**
 * The idempotency key of a money request (a withdrawal, a move to the balance): made once per
 * dialog opening, so a double click or a retry after a lost answer is one request on the server.
 * 128 random bits as 32 hex digits, inside the contract's 8 to 64 (`getRandomValues`, unlike
 * `randomUUID`, also works on a page served over plain http).
 */
export function newRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Whether the next try after `error` needs a new key. A refusal (an envelope) moved nothing, so a
 * corrected try is a new request; after a lost answer the money may have moved, so the retry keeps
 * the key and the server answers the first result.
 */
export function needsNewRequestId(error: unknown): boolean {
  return error instanceof ApiError;
}
