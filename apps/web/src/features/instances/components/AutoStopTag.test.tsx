import type { AutoStopSettings } from '@gpucloud/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import '../../../shared/instances/i18n';
import { offersAutoStop } from '../rules';
import { AutoStopTag } from './AutoStopTag';

const NONE: AutoStopSettings = {
  InstanceId: 1,
  StopAt: null,
  StopAtChina: null,
  IdleMinutes: null,
  IdleThreshold: null,
  IdleCountFrom: null,
  IdleWarnedAt: null,
  Command: null,
  CommandStartedAt: null,
  CommandSupported: false,
};

describe('AutoStopTag (issue 42)', () => {
  it('names the rules set, in both languages, and nothing without one', async () => {
    const settings = {
      ...NONE,
      StopAt: '2026-11-29T13:00:00.000Z',
      StopAtChina: '2026-11-29 21:00',
      IdleMinutes: 30,
    };
    await i18n.changeLanguage('en-US');
    expect(renderToStaticMarkup(<AutoStopTag settings={settings} />)).toContain(
      'Auto-stop 2026-11-29 21:00 · Auto-stop idle 30 min',
    );
    await i18n.changeLanguage('zh-CN');
    expect(renderToStaticMarkup(<AutoStopTag settings={settings} />)).toContain(
      '2026-11-29 21:00 关机 · 空闲 30 分钟关机',
    );
    await i18n.changeLanguage('en-US');
    expect(renderToStaticMarkup(<AutoStopTag settings={NONE} />)).toBe('');
    expect(renderToStaticMarkup(<AutoStopTag settings={undefined} />)).toBe('');
  });

  it('is offered on settled instances that can still run', () => {
    expect(offersAutoStop({ Status: 'running' })).toBe(true);
    expect(offersAutoStop({ Status: 'stopped' })).toBe(true);
    expect(offersAutoStop({ Status: 'stopping' })).toBe(false);
    expect(offersAutoStop({ Status: 'released' })).toBe(false);
  });
});
