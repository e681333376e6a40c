import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchOnLanguageChange } from './refetchOnLanguageChange';

function fakeI18n(language: string) {
  const listeners = new Set<(language: string) => void>();
  return {
    language,
    on: (_event: 'languageChanged', listener: (language: string) => void) => void listeners.add(listener),
    off: (_event: 'languageChanged', listener: (language: string) => void) => void listeners.delete(listener),
    change(next: string) {
      for (const listener of listeners) listener(next);
    },
  };
}

describe('answers fetched again when the page changes language', () => {
  it('marks every held answer stale on a change of language, not on the same language again', async () => {
    const client = new QueryClient();
    client.setQueryData(['notices', 'page'], { data: [] });
    const i18n = fakeI18n('en-US');
    const stop = refetchOnLanguageChange(i18n, client);
    const stale = () => client.getQueryState(['notices', 'page'])?.isInvalidated;

    i18n.change('en');
    expect(stale()).toBe(false);
    i18n.change('zh-CN');
    expect(stale()).toBe(true);

    client.setQueryData(['notices', 'page'], { data: [] });
    stop();
    i18n.change('en-US');
    expect(stale()).toBe(false);
  });
});
