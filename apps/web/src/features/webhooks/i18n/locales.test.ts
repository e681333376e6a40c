import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { webhooksEnUS } from './en-US';
import { webhooksZhCN } from './zh-CN';

describe('webhooks texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(webhooksZhCN).sort()).toEqual(messageKeys(webhooksEnUS).sort());
    expect(interpolationsByKey(webhooksZhCN)).toEqual(interpolationsByKey(webhooksEnUS));
    expect(JSON.stringify(webhooksZhCN)).not.toContain('""');
  });
});
