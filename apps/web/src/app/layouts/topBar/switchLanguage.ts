import { type LanguageCode, setLanguage } from '../../../shared/i18n';
import { hasSession } from '../../../shared/session';

/** What a switch does, as functions so a test can watch the order without a browser. */
export interface SwitchEffects {
  showIn(code: LanguageCode): Promise<void>;
  signedIn(): boolean;
  remember(code: LanguageCode): Promise<void>;
}

const browserEffects: SwitchEffects = {
  showIn: setLanguage,
  signedIn: hasSession,
  // Loaded only when a signed-in person switches, so the store's first load stays small.
  remember: async (code) => (await import('./rememberLanguage')).rememberLanguage(code),
};

/**
 * The language switcher's choice: the page changes at once; for a signed-in person the account
 * remembers it too, so their messages, SMS and emails come in it.
 */
export async function switchLanguage(
  code: LanguageCode,
  effects: SwitchEffects = browserEffects,
): Promise<void> {
  await effects.showIn(code);
  if (effects.signedIn()) await effects.remember(code);
}
