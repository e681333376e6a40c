import { GPU_WAIT_FAILURES, GPU_WAIT_MODES, GPU_WAIT_STATES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { gpuWaitsEnUS } from './en-US';
import { gpuWaitsZhCN } from './zh-CN';

describe('GPU wait texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(gpuWaitsZhCN).sort()).toEqual(messageKeys(gpuWaitsEnUS).sort());
    expect(interpolationsByKey(gpuWaitsZhCN)).toEqual(interpolationsByKey(gpuWaitsEnUS));
    expect(JSON.stringify(gpuWaitsZhCN)).not.toContain('""');
  });

  it('names every state, mode and failure in both languages', () => {
    for (const texts of [gpuWaitsEnUS, gpuWaitsZhCN]) {
      expect(Object.keys(texts.states).sort()).toEqual([...GPU_WAIT_STATES].sort());
      expect(Object.keys(texts.modes).sort()).toEqual([...GPU_WAIT_MODES].sort());
      expect(Object.keys(texts.failures).sort()).toEqual([...GPU_WAIT_FAILURES].sort());
    }
  });
});
