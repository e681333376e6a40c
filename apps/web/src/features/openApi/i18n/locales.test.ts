import { API_SCOPES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { GRACE_HOURS_CHOICES } from '../keyForm';
import { STATE_TEXTS } from '../keyState';
import { openApiEnUS } from './en-US';
import { openApiZhCN } from './zh-CN';

describe('open-API texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(openApiZhCN).sort()).toEqual(messageKeys(openApiEnUS).sort());
    expect(interpolationsByKey(openApiZhCN)).toEqual(interpolationsByKey(openApiEnUS));
    expect(JSON.stringify(openApiZhCN)).not.toContain('""');
  });

  it('names every scope, key state and grace period in both languages', () => {
    for (const texts of [openApiEnUS, openApiZhCN]) {
      expect(Object.keys(texts.scopes).sort()).toEqual([...API_SCOPES].sort());
      expect(Object.keys(texts.scopeHints).sort()).toEqual([...API_SCOPES].sort());
      expect(Object.keys(texts.states).sort()).toEqual([...STATE_TEXTS].sort());
      expect(Object.keys(texts.rotateDialog.graceHours).sort()).toEqual(
        GRACE_HOURS_CHOICES.map(String).sort(),
      );
    }
  });
});
