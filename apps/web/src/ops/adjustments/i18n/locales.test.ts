import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsAdjustmentsEnUS } from './en-US';
import { opsAdjustmentsZhCN } from './zh-CN';

describe('operator console money texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsAdjustmentsZhCN).sort()).toEqual(messageKeys(opsAdjustmentsEnUS).sort());
    expect(interpolationsByKey(opsAdjustmentsZhCN)).toEqual(interpolationsByKey(opsAdjustmentsEnUS));
    expect(JSON.stringify(opsAdjustmentsZhCN)).not.toContain('""');
  });
});
