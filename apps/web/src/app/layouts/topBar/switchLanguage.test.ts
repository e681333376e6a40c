import { describe, expect, it } from 'vitest';
import { type SwitchEffects, switchLanguage } from './switchLanguage';

function effects(signedIn: boolean) {
  const calls: string[] = [];
  const fake: SwitchEffects = {
    showIn: async (code) => void calls.push(`show ${code}`),
    signedIn: () => signedIn,
    remember: async (code) => void calls.push(`remember ${code}`),
  };
  return { fake, calls };
}

describe('switchLanguage', () => {
  it('a signed-in person: the page shows the language, then the account remembers it', async () => {
    const { fake, calls } = effects(true);
    await switchLanguage('zh-CN', fake);
    expect(calls).toEqual(['show zh-CN', 'remember zh-CN']);
  });

  it('a visitor: only the page changes (there is no account to remember it)', async () => {
    const { fake, calls } = effects(false);
    await switchLanguage('en-US', fake);
    expect(calls).toEqual(['show en-US']);
  });
});
