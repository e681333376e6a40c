import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { InLanguage, TextLanguageMark } from './TextLanguage';

afterAll(async () => {
  await i18n.changeLanguage('en-US');
});

describe('the mark of a text given in the other language', () => {
  it('says "Only in Chinese" on an English page and marks the text for screen readers', async () => {
    await i18n.changeLanguage('en-US');
    expect(renderToStaticMarkup(<TextLanguageMark language="zh-CN" />)).toContain('>Only in Chinese<');
    expect(renderToStaticMarkup(<InLanguage language="zh-CN">维护</InLanguage>)).toBe(
      '<span lang="zh-CN">维护</span>',
    );
  });

  it('shows nothing, and no lang, for a text in the page language', async () => {
    await i18n.changeLanguage('en-US');
    expect(renderToStaticMarkup(<TextLanguageMark language="en-US" />)).toBe('');
    expect(renderToStaticMarkup(<InLanguage language="en-US">Maintenance</InLanguage>)).toBe(
      '<span>Maintenance</span>',
    );
  });

  it('says "仅英文" on a Chinese page', async () => {
    const { zhCN } = await import('../i18n/locales/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
    await i18n.changeLanguage('zh-CN');
    expect(renderToStaticMarkup(<TextLanguageMark language="en-US" />)).toContain('>仅英文<');
    expect(
      renderToStaticMarkup(
        <InLanguage language="en-US" block>
          Body
        </InLanguage>,
      ),
    ).toBe('<div lang="en-US">Body</div>');
  });
});

describe('a text picked from its two fields', () => {
  it('marks the other language, and only that', async () => {
    const { PickedTextView } = await import('./TextLanguage');
    const { pickText } = await import('../i18n/pickText');
    await i18n.changeLanguage('en-US');
    const other = renderToStaticMarkup(<PickedTextView picked={pickText('en-US', '只有中文', '')} />);
    expect(other).toContain('<span lang="zh-CN">只有中文</span>');
    expect(other).toContain('>Only in Chinese<');
    expect(renderToStaticMarkup(<PickedTextView picked={pickText('en-US', '中文', 'English')} />)).toBe(
      '<span>English</span>',
    );
  });
});
