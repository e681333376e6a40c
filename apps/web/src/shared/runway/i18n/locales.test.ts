import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../i18n/sameKeys';
import { runwayEnUS } from './en-US';
import { runwayZhCN } from './zh-CN';

describe('runway texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(runwayZhCN).sort()).toEqual(messageKeys(runwayEnUS).sort());
    expect(interpolationsByKey(runwayZhCN)).toEqual(interpolationsByKey(runwayEnUS));
    expect(JSON.stringify(runwayZhCN)).not.toContain('""');
  });
});
