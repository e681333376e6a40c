import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { opsFleetEnUS } from './en-US';
import { opsFleetZhCN } from './zh-CN';

/** An i18next set up as the app's, with the fleet desk's namespace. */
async function translatorIn(lng: 'en-US' | 'zh-CN') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { 'en-US': { opsFleet: opsFleetEnUS }, 'zh-CN': { opsFleet: opsFleetZhCN } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('core counts in /ops/hosts (issue 38: "1 cores")', () => {
  it('says "1 core" and "4 cores"', async () => {
    const t = await translatorIn('en-US');
    expect(t('hosts.specs', { ns: 'opsFleet', count: 1, memory: 8 })).toBe('1 core, 8 GB');
    expect(t('hosts.specs', { ns: 'opsFleet', count: 4, memory: 32 })).toBe('4 cores, 32 GB');
  });

  it('has one form in Chinese, which has no plural', async () => {
    const t = await translatorIn('zh-CN');
    expect(t('hosts.specs', { ns: 'opsFleet', count: 1, memory: 8 })).toBe('1 核，8 GB');
  });
});
