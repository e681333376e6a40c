import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsFleetEnUS } from './en-US';
import { opsFleetZhCN } from './zh-CN';

describe('fleet console texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsFleetZhCN).sort()).toEqual(messageKeys(opsFleetEnUS).sort());
    expect(interpolationsByKey(opsFleetZhCN)).toEqual(interpolationsByKey(opsFleetEnUS));
    expect(JSON.stringify(opsFleetZhCN)).not.toContain('""');
  });
});
