import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import '../../../shared/instances/i18n';
import { TimelineList } from './TimelineList';

/** Text only: each event is an item of its own. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const events = [
  { Kind: 'next_charge' as const, At: '2026-12-01T03:00:00Z', Amount: 1.98 },
  { Kind: 'scheduled_stop' as const, At: '2026-12-01T04:30:00Z', Amount: null },
  { Kind: 'period_end' as const, At: '2026-12-02T02:00:00Z', Amount: null },
  { Kind: 'disk_release' as const, At: '2026-12-13T02:00:00Z', Amount: null },
];

describe('TimelineList (issue 44: what happens next, in China time)', () => {
  it('says each event with its time in English', async () => {
    await i18n.changeLanguage('en-US');
    const text = textOf(renderToStaticMarkup(<TimelineList events={events} />));
    expect(text).toContain('¥1.98/h, next charge 2026-12-01 11:00');
    expect(text).toContain('Auto-stop at 2026-12-01 12:30');
    expect(text).toContain('Expires 2026-12-02 10:00; it does not renew by itself');
    // issue 38: a stopped instance said "Released on" a future date
    expect(text).toContain('Disk kept until 2026-12-13 10:00, then released');
  });

  it('says the same in Chinese', async () => {
    const { zhCN } = await import('../../../shared/i18n/locales/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
    await i18n.changeLanguage('zh-CN');
    const text = textOf(renderToStaticMarkup(<TimelineList events={events} />));
    expect(text).toContain('¥1.98/小时，下次扣费 2026-12-01 11:00');
    expect(text).toContain('2026-12-01 12:30 自动关机');
    expect(text).toContain('2026-12-02 10:00 到期，不会自动续费');
    expect(text).toContain('磁盘保留至 2026-12-13 10:00，届时释放');
    await i18n.changeLanguage('en-US');
  });
});
