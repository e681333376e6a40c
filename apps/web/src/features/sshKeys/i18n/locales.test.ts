import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { sshKeysEnUS } from './en-US';
import { sshKeysZhCN } from './zh-CN';

describe('SSH keys texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(sshKeysZhCN).sort()).toEqual(messageKeys(sshKeysEnUS).sort());
    expect(interpolationsByKey(sshKeysZhCN)).toEqual(interpolationsByKey(sshKeysEnUS));
    expect(JSON.stringify(sshKeysZhCN)).not.toContain('""');
  });
});
