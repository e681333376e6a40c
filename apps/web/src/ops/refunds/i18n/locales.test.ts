import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsRefundsEnUS } from './en-US';
import { opsRefundsZhCN } from './zh-CN';

describe('operator console refund texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsRefundsZhCN).sort()).toEqual(messageKeys(opsRefundsEnUS).sort());
    expect(interpolationsByKey(opsRefundsZhCN)).toEqual(interpolationsByKey(opsRefundsEnUS));
    expect(JSON.stringify(opsRefundsZhCN)).not.toContain('""');
  });
});
