import { createHash } from 'node:crypto';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { findIdempotent, insertIdempotent, removeIdempotent, setIdempotentAnswer } from '../openApi';
import { keyOf } from './public-api.service';

/** A money call as its Idempotency-Key remembers it: its path (with the ids it names) and body. */
export interface MoneyCall {
  path: string;
  body: unknown;
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, inner]) => [name, sorted(inner)]),
  );
}

function digestOf(call: MoneyCall): string {
  return createHash('sha256')
    .update(JSON.stringify({ path: call.path, body: sorted(call.body ?? {}) }))
    .digest('hex');
}

/** The answer an earlier call with this key gave; refused when it was another call, or still runs. */
async function earlierAnswer(
  deps: Pick<AppDeps, 'db'>,
  keyId: number,
  idempotencyKey: string,
  digest: string,
): Promise<{ answer: unknown } | null> {
  const earlier = await findIdempotent(deps.db, keyId, idempotencyKey);
  if (!earlier) return null;
  if (earlier.bodySha256 !== digest)
    throw refused('this Idempotency-Key was used with another call: use a new key for another call');
  if (earlier.answer === null)
    throw refused('a call with this Idempotency-Key is still running: repeat it once it is done');
  return { answer: earlier.answer };
}

/**
 * Runs a call that spends money at most once for an Idempotency-Key (issue 45): the key is claimed
 * before the call (a second call with it meanwhile is refused as still running), the answer kept
 * once it succeeded (`kept`: what may be kept, never a secret), and the claim removed when the call
 * is refused, so a corrected repeat may use it. A repeat answers the kept answer; another call with
 * the same key is refused. Without a key the call simply runs.
 */
export async function oncePerIdempotencyKey<Answer>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  idempotencyKey: string | undefined,
  call: MoneyCall,
  run: () => Promise<Answer>,
  kept: (answer: Answer) => Answer = (answer) => answer,
): Promise<Answer> {
  if (idempotencyKey === undefined) return run();
  const keyId = keyOf(auth).id;
  const digest = digestOf(call);
  const earlier = await earlierAnswer(deps, keyId, idempotencyKey, digest);
  if (earlier) return earlier.answer as Answer;
  try {
    await insertIdempotent(deps.db, {
      keyId,
      idempotencyKey,
      bodySha256: digest,
      instanceId: null,
      answer: null,
      at: deps.clock.now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await earlierAnswer(deps, keyId, idempotencyKey, digest);
    if (!raced) throw error;
    return raced.answer as Answer;
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    await removeIdempotent(deps.db, keyId, idempotencyKey);
    throw error;
  }
  await setIdempotentAnswer(deps.db, keyId, idempotencyKey, kept(answer));
  return answer;
}

/** The Idempotency-Key header of a request, when it has one (its form is checked by the entry's schema). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}
