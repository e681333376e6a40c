import type { Runway } from '@gpucloud/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import './i18n';
import { RunwayFacts } from './RunwayCard';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const running: Runway = {
  Spendable: 100,
  BurnPerHour: 1.84,
  RunningInstances: 1,
  RunwayMinutes: 3260,
  RunsOutAt: '2026-12-03T06:20:00Z',
  LowBalanceThreshold: 50,
};

function render(runway: Runway) {
  return textOf(
    renderToStaticMarkup(
      <MemoryRouter>
        <RunwayFacts runway={runway} editable={false} />
      </MemoryRouter>,
    ),
  );
}

describe('RunwayFacts (issue 44)', () => {
  it('says how long the funds last, at what burn, and the alert, in English', async () => {
    await i18n.changeLanguage('en-US');
    const text = render(running);
    expect(text).toContain('About 2 days 6 hours');
    expect(text).toContain('At ¥1.84 an hour for 1 running pay-as-you-go instance');
    expect(text).toContain('Runs out around 2026-12-03 14:20');
    expect(text).toContain('Low-balance alert below ¥50.00');
    expect(render({ ...running, RunwayMinutes: null, RunsOutAt: null, LowBalanceThreshold: 0 })).toContain(
      'No running charges',
    );
    expect(render({ ...running, RunwayMinutes: 1 })).toContain('About 1 minute');
  });

  it('says the same in Chinese', async () => {
    const { zhCN } = await import('../i18n/locales/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
    await i18n.changeLanguage('zh-CN');
    const text = render(running);
    expect(text).toContain('约 2 天 6 小时');
    expect(text).toContain('预计于 2026-12-03 14:20 前后用完');
    expect(render({ ...running, RunwayMinutes: null, RunsOutAt: null })).toContain('当前无运行中的计费');
    await i18n.changeLanguage('en-US');
  });
});
