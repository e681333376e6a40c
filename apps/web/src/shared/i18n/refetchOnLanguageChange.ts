import type { QueryClient } from '@tanstack/react-query';
import { toLanguageCode } from './detect';

/** The part of i18next this needs: its language and its change event. */
interface LanguageEvents {
  language: string;
  on(event: 'languageChanged', listener: (language: string) => void): void;
  off(event: 'languageChanged', listener: (language: string) => void): void;
}

/**
 * The server answers in the reader's language (the web sends the page's as Accept-Language): when
 * the page changes language, every answer held is stale, and those on screen are fetched again.
 * Returns the function that stops listening.
 */
export function refetchOnLanguageChange(i18n: LanguageEvents, queryClient: QueryClient): () => void {
  let current = toLanguageCode(i18n.language);
  const listener = (language: string) => {
    const next = toLanguageCode(language);
    if (next === current) return;
    current = next;
    void queryClient.invalidateQueries();
  };
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}
