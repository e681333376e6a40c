import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import '../../shared/instances/i18n';
import { offersStartWithoutGpus, runsWithoutGpus } from './rules';
import { buildInstance } from './testBuilders';

const eligible = buildInstance({ Status: 'stopped', BillingMode: 'post_paid', NoGpuHourlyCost: 0.4 });

describe('no-GPU mode on the instance card (issue 42)', () => {
  it('offers a start without GPUs only to a stopped pay-as-you-go instance whose host offers it', () => {
    expect(offersStartWithoutGpus(eligible)).toBe(true);
    expect(offersStartWithoutGpus({ ...eligible, Status: 'running' })).toBe(false);
    expect(offersStartWithoutGpus({ ...eligible, BillingMode: 'daily' })).toBe(false);
    expect(offersStartWithoutGpus({ ...eligible, NoGpuHourlyCost: null })).toBe(false);
  });

  it('tags an instance up without its GPUs, not one stopped or back with them', () => {
    expect(runsWithoutGpus({ Status: 'running', GpuMode: 'none' })).toBe(true);
    expect(runsWithoutGpus({ Status: 'starting', GpuMode: 'none' })).toBe(true);
    expect(runsWithoutGpus({ Status: 'stopped', GpuMode: 'none' })).toBe(false);
    expect(runsWithoutGpus({ Status: 'running', GpuMode: 'gpu' })).toBe(false);
  });

  it('names the action, the tag and the price in both languages', async () => {
    const { zhCN } = await import('../../shared/i18n/locales/zh-CN');
    i18n.addResourceBundle('zh-CN', 'translation', zhCN);
    const texts = (language: string) =>
      renderToStaticMarkup(
        <p>
          {i18n.t('withoutGpus.action', { ns: 'instances', lng: language })}|
          {i18n.t('withoutGpus.tag', { ns: 'instances', lng: language })}|
          {i18n.t('withoutGpus.price', { ns: 'instances', lng: language, price: '0.40' })}
        </p>,
      );
    expect(texts('en-US')).toContain('Start without GPUs|No-GPU mode|0.40 yuan/hour without GPUs');
    expect(texts('zh-CN')).toContain('无卡模式开机|无卡模式|无卡 0.40 元/小时');
  });
});
