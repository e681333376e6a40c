import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { SimulatedLabel } from './SimulatedLabel';

describe('SimulatedLabel (issue 40: nobody mistakes a simulation for a machine)', () => {
  it('says "Simulated" with its explanation as tooltip and description, only when the server says so', async () => {
    await i18n.changeLanguage('en-US');
    const html = renderToStaticMarkup(<SimulatedLabel simulated />);
    expect(html).toContain('role="note"');
    expect(html).toContain('>Simulated<');
    expect(html).toMatch(/title="A simulated machine: [^"]+"/);
    expect(html).toMatch(
      /aria-describedby="([^"]+)"><span[^>]*>Simulated<\/span><\/span><span id="\1" hidden/,
    );
    expect(renderToStaticMarkup(<SimulatedLabel simulated={false} />)).toBe('');
  });

  it('says it in Chinese', async () => {
    const { zhCN } = await import('../i18n/locales/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
    await i18n.changeLanguage('zh-CN');
    expect(renderToStaticMarkup(<SimulatedLabel simulated />)).toContain('>模拟<');
    await i18n.changeLanguage('en-US');
  });
});
