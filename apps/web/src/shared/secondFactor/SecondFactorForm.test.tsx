import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { SecondFactorForm } from './SecondFactorForm';

// A browser with WebAuthn: the button depends on what the server says of the account, not on the test's runtime.
vi.mock('../passkeys/support', () => ({
  passkeysSupported: () => true,
  isCeremonyCancelled: () => false,
}));

afterAll(async () => {
  await i18n.changeLanguage('en-US');
});

const noOptions = async () => {
  throw new Error('not asked in a static render');
};

function render(withPasskey: boolean): string {
  return renderToStaticMarkup(
    <SecondFactorForm
      onAnswer={() => undefined}
      pending={false}
      error={null}
      passkeyOptions={withPasskey ? noOptions : undefined}
    />,
  );
}

describe('the second-factor form', () => {
  it('offers "Use a passkey" only when the account holds a passkey', async () => {
    await i18n.changeLanguage('en-US');
    expect(render(true)).toContain('Use a passkey');
    expect(render(false)).not.toContain('Use a passkey');
    expect(render(false)).toContain('Use a recovery code instead');
  });

  it('says it in Chinese on a Chinese page', async () => {
    const { zhCN } = await import('../i18n/locales/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
    await i18n.changeLanguage('zh-CN');
    expect(render(true)).toContain('使用通行密钥');
  });
});
