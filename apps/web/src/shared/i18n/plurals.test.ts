import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { instancesEnUS } from '../instances/i18n/en-US';
import { instancesZhCN } from '../instances/i18n/zh-CN';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

/** An i18next set up as the app's, with the namespaces that count cores. */
async function translatorIn(lng: 'en-US' | 'zh-CN') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: {
      'en-US': { translation: enUS, instances: instancesEnUS },
      'zh-CN': { translation: zhCN, instances: instancesZhCN },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('core counts (issue 38: "1 cores")', () => {
  it('says "1 core" and "2 cores" in the store and on instance cards (/ops/hosts: ops/fleet/i18n/plurals.test.ts)', async () => {
    const t = await translatorIn('en-US');
    expect(t('store.cpuMemory', { count: 1, memory: 8 })).toBe('1 core / 8 GB');
    expect(t('store.cpuMemory', { count: 2, memory: 16 })).toBe('2 cores / 16 GB');
    expect(t('resources.cpu', { ns: 'instances', count: 1 })).toBe('1 vCPU');
    expect(t('resources.cpu', { ns: 'instances', count: 12 })).toBe('12 vCPUs');
  });

  it('has one form in Chinese, which has no plural', async () => {
    const t = await translatorIn('zh-CN');
    expect(t('store.cpuMemory', { count: 1, memory: 8 })).toBe('1 核 / 8 GB');
    expect(t('store.cpuMemory', { count: 2, memory: 16 })).toBe('2 核 / 16 GB');
  });
});
