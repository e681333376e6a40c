import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../i18n/sameKeys';
import { wechatEnUS } from './en-US';
import { wechatZhCN } from './zh-CN';

describe('wechat texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(wechatZhCN).sort()).toEqual(messageKeys(wechatEnUS).sort());
    expect(interpolationsByKey(wechatZhCN)).toEqual(interpolationsByKey(wechatEnUS));
    expect(JSON.stringify(wechatZhCN)).not.toContain('""');
  });
});
