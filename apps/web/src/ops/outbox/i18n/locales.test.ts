import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsOutboxEnUS } from './en-US';
import { opsOutboxZhCN } from './zh-CN';

describe('outbox console texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsOutboxZhCN).sort()).toEqual(messageKeys(opsOutboxEnUS).sort());
    expect(interpolationsByKey(opsOutboxZhCN)).toEqual(interpolationsByKey(opsOutboxEnUS));
    expect(JSON.stringify(opsOutboxZhCN)).not.toContain('""');
  });
});
