import { PLUGIN_KINDS, PLUGIN_STATES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../../shared/i18n/sameKeys';
import { pluginsEnUS } from './en-US';
import { pluginsZhCN } from './zh-CN';

describe('instance plugin texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(pluginsZhCN).sort()).toEqual(messageKeys(pluginsEnUS).sort());
    expect(interpolationsByKey(pluginsZhCN)).toEqual(interpolationsByKey(pluginsEnUS));
    expect(JSON.stringify(pluginsZhCN)).not.toContain('""');
  });

  it('names every plugin kind and state in both languages', () => {
    for (const texts of [pluginsEnUS, pluginsZhCN]) {
      expect(Object.keys(texts.kinds).sort()).toEqual([...PLUGIN_KINDS].sort());
      expect(Object.keys(texts.states).sort()).toEqual([...PLUGIN_STATES].sort());
    }
  });
});
