import { accountRoutes } from '@gpucloud/contracts';
import { call } from '../../api/call';
import { currentLanguage } from '../../shared/i18n';

/**
 * A new account starts in the language its person registered in (the server's default is
 * en-US), so its first messages, SMS and emails already read right. A failure is shown by the
 * client and does not undo the registration: the language can be switched later.
 */
export async function rememberRegistrationLanguage(): Promise<void> {
  try {
    await call(accountRoutes.setLanguage, { language: currentLanguage() });
  } catch {
    // already reported by the client
  }
}
