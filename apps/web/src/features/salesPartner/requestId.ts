import { ApiError } from '../../api/errors';

/**
 * The idempotency key of a money request (a withdrawal, a move to the balance): made once per
 * dialog opening, so a double click or a retry after a lost answer is one request on the server.
 * A UUID is 36 letters, digits and dashes, inside the contract's 8 to 64.
 */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/**
 * Whether the next try after `error` needs a new key. A refusal (an envelope) moved nothing, so a
 * corrected try is a new request; after a lost answer the money may have moved, so the retry keeps
 * the key and the server answers the first result.
 */
export function needsNewRequestId(error: unknown): boolean {
  return error instanceof ApiError;
}
