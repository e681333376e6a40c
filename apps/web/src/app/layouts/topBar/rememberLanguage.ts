import { accountRoutes } from '@gpucloud/contracts';
import { call } from '../../../api/call';
import { inboxKeys } from '../../../features/inbox/hooks';
import type { LanguageCode } from '../../../shared/i18n';
import { queryClient } from '../../../shared/queryClient';

/**
 * The account remembers the language (POST /api/set_language), so its messages, SMS and emails
 * come in it; the inbox, rendered by the server in the account's language, is read again.
 */
export async function rememberLanguage(language: LanguageCode): Promise<void> {
  await call(accountRoutes.setLanguage, { language });
  await queryClient.invalidateQueries({ queryKey: inboxKeys.all });
}
