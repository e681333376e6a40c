import { STATUS_DETAILS } from '@gpucloud/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { instancesEnUS } from './i18n/en-US';
import { instancesZhCN } from './i18n/zh-CN';
import { machineDetailText } from './machineDetail';

async function translator(language: 'en-US' | 'zh-CN') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    ns: ['instances'],
    resources: { 'en-US': { instances: instancesEnUS }, 'zh-CN': { instances: instancesZhCN } },
  });
  return i18n.getFixedT(language, 'instances');
}

describe('machine details in the reader language', () => {
  it('says what a refusal by the host means, without the host words', async () => {
    const t = await translator('en-US');
    const text = machineDetailText(t, 'resources_refused: created: Range of CPUs is from 0.01 to 2.00');
    expect(text).toContain('could not give this machine the CPU, memory or GPUs');
    expect(text).not.toContain('Range of CPUs');
    expect(machineDetailText(await translator('zh-CN'), 'image_missing')).toContain('镜像');
  });

  it('shows the cores and memory a smaller host really gives', async () => {
    expect(machineDetailText(await translator('en-US'), 'engine_limits cpu=2/12 memory=23/60')).toBe(
      'Runs with 2 of the 12 vCPUs and 23 of the 60 GB rented: its host has no more.',
    );
    expect(machineDetailText(await translator('zh-CN'), 'engine_limits cpu=2/12 memory=23/60')).toContain(
      '实际运行 2 核（租用 12 核）',
    );
  });

  it('says why the product moved an instance, for every status detail code, in both languages', async () => {
    const english = await translator('en-US');
    const chinese = await translator('zh-CN');
    for (const code of Object.values(STATUS_DETAILS)) {
      expect(machineDetailText(english, code), code).not.toBe(code);
      expect(machineDetailText(chinese, code), code).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(machineDetailText(chinese, STATUS_DETAILS.arrears)).toBe(
      '因余额和信用额度已用尽而关机，充值后可重新开机。',
    );
  });

  it('leaves other details as they are', async () => {
    expect(machineDetailText(await translator('en-US'), 'order 202611280001')).toBe('order 202611280001');
  });
});
