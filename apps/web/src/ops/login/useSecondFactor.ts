import { ApiError } from '../../api/client';
import { useOpsLoginTotp } from '../hooks';
import { afterSecondFactor, challengeEnded, type LoginStep, secondFactorBody } from './loginFlow';

type Entry = Parameters<typeof secondFactorBody>[1];

/**
 * Sends a code (or recovery code) for a challenge and moves the sign-in on: to the next step, or
 * back to the password when the challenge has ended (expired, too many wrong codes).
 */
export function useSecondFactor(
  challenge: string,
  handlers: { onNext: (next: LoginStep) => void; onRestart: (reason: string) => void },
) {
  const mutation = useOpsLoginTotp();
  const submit = (entry: Entry) =>
    mutation.mutate(secondFactorBody(challenge, entry), {
      onSuccess: (data) => handlers.onNext(afterSecondFactor(data)),
      onError: (error) => {
        if (error instanceof ApiError && challengeEnded(error.reason)) handlers.onRestart(error.reason);
      },
    });
  return { submit, isPending: mutation.isPending, error: mutation.error };
}
