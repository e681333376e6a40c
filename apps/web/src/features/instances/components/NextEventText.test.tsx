import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import '../../../shared/instances/i18n';
import { buildInstance } from '../testBuilders';
import { NextEventText } from './NextEventText';

/** Text only: the component's spans hold each event on a line of its own. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('NextEventText (issue 38: a stopped instance said "Released on" a future date)', () => {
  const stopped = buildInstance({ Status: 'stopped', ReleaseAt: '2026-12-13T02:00:00Z', NextChargeAt: null });

  it('says the disk is kept until the release day, then released, in China time', async () => {
    await i18n.changeLanguage('en-US');
    const text = textOf(renderToStaticMarkup(<NextEventText row={stopped} />));
    expect(text).toContain('Disk kept until 2026-12-13 10:00, then released');
    expect(text).not.toContain('Released on');
  });

  it('says the same in Chinese', async () => {
    const { zhCN } = await import('../../../shared/i18n/locales/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
    await i18n.changeLanguage('zh-CN');
    const text = textOf(renderToStaticMarkup(<NextEventText row={stopped} />));
    expect(text).toContain('磁盘保留至 2026-12-13 10:00，届时释放');
    await i18n.changeLanguage('en-US');
  });
});
