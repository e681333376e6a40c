import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import '../../../shared/instances/i18n';
import { HostUnreachableNote } from './HostUnreachableNote';

describe('HostUnreachableNote (issue 41: an engine that stops answering)', () => {
  it('says since when the host has not answered, in China time, only while it does not', async () => {
    await i18n.changeLanguage('en-US');
    const html = renderToStaticMarkup(<HostUnreachableNote since="2026-11-29T06:00:00Z" />);
    expect(html).toContain('role="note"');
    expect(html).toContain(
      'Its host has not answered since 2026-11-29 14:00: the machine may still be running',
    );
    expect(renderToStaticMarkup(<HostUnreachableNote since={null} />)).toBe('');
  });

  it('says it in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    const html = renderToStaticMarkup(<HostUnreachableNote since="2026-11-29T06:00:00Z" />);
    expect(html).toContain('所在主机自 2026-11-29 14:00 起无响应');
    await i18n.changeLanguage('en-US');
  });
});
