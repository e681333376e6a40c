import type { z } from 'zod';
import { VerificationProviderError } from '../verification-provider';

/** What Tencent said to one call: the action's answer, or an error in Tencent's own shape. */
export type TencentOutcome =
  | { answered: true; response: unknown }
  | { answered: false; code: string; requestId: string };

/**
 * Runs one SDK call. The SDK throws its TencentCloudSDKHttpException (not exported by the package)
 * both for an error Tencent answered, with `code` and `requestId`, and for a call that got no
 * answer (network, timeout, a non-200 status), without `code`. Only the first is Tencent's word;
 * the second becomes VerificationProviderError here.
 */
export async function callTencent(action: string, run: () => Promise<unknown>): Promise<TencentOutcome> {
  try {
    return { answered: true, response: await run() };
  } catch (error) {
    const code = fieldOf(error, 'code');
    if (code) return { answered: false, code, requestId: fieldOf(error, 'requestId') ?? '' };
    const reason = error instanceof Error ? error.message : String(error);
    throw new VerificationProviderError(`tencent ${action} got no answer: ${reason}`, { cause: error });
  }
}

/** An error code that is not a verdict on the person: their attempt is not counted. */
export function notAVerdict(action: string, outcome: { code: string; requestId: string }) {
  return new VerificationProviderError(
    `tencent ${action} answered ${outcome.code} (request ${outcome.requestId || 'unknown'})`,
  );
}

/** The answer in the shape the action documents, or VerificationProviderError. */
export function readAnswer<T>(action: string, schema: z.ZodType<T>, response: unknown): T {
  const parsed = schema.safeParse(response);
  if (parsed.success) return parsed.data;
  throw new VerificationProviderError(`tencent ${action} answered in a shape we cannot read`, {
    cause: parsed.error,
  });
}

function fieldOf(error: unknown, name: 'code' | 'requestId'): string | null {
  if (!(error instanceof Error) || !(name in error)) return null;
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'string' && value !== '' ? value : null;
}
