import { INSTANCE_STATES, MACHINE_FAILURES, RECOVERY_FAILURES } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../i18n/sameKeys';
import { instancesEnUS } from './en-US';
import { instancesZhCN } from './zh-CN';

describe('instances texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(instancesZhCN).sort()).toEqual(messageKeys(instancesEnUS).sort());
    expect(interpolationsByKey(instancesZhCN)).toEqual(interpolationsByKey(instancesEnUS));
    expect(JSON.stringify(instancesZhCN)).not.toContain('""');
  });

  it('names every state of the domain lifecycle in both languages', () => {
    for (const texts of [instancesEnUS, instancesZhCN]) {
      expect(Object.keys(texts.statuses).sort()).toEqual([...INSTANCE_STATES].sort());
    }
  });

  it('tells the owner in both languages what every failure the reconciler decides means', () => {
    for (const texts of [instancesEnUS, instancesZhCN]) {
      expect(Object.keys(texts.recoveryFailures).sort()).toEqual(Object.values(RECOVERY_FAILURES).sort());
    }
  });

  it('tells the owner in both languages what every refusal of a machine by its host means', () => {
    for (const texts of [instancesEnUS, instancesZhCN]) {
      expect(Object.keys(texts.machineFailures).sort()).toEqual([...MACHINE_FAILURES].sort());
    }
  });
});
