import type { Language } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { parseLanguage } from '../notifications';
import { updateSubAccountLanguage, updateUserLanguage } from './language.repository';

/**
 * Remembers the language the caller switched the web to; its messages, SMS and emails follow it.
 * A sub-account keeps its own (it is often another person), a main account's is the account's.
 */
export async function setLanguage(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  requested: string,
): Promise<{ Language: Language }> {
  const language = parseLanguage(requested);
  if (auth.subAccountId === null) await updateUserLanguage(deps.db, auth.userId, language);
  else await updateSubAccountLanguage(deps.db, auth.subAccountId, language);
  return { Language: language };
}
