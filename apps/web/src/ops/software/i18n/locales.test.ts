import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsSoftwareEnUS } from './en-US';
import { opsSoftwareZhCN } from './zh-CN';

describe('ops software texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsSoftwareZhCN).sort()).toEqual(messageKeys(opsSoftwareEnUS).sort());
    expect(interpolationsByKey(opsSoftwareZhCN)).toEqual(interpolationsByKey(opsSoftwareEnUS));
    expect(JSON.stringify(opsSoftwareZhCN)).not.toContain('""');
  });
});
