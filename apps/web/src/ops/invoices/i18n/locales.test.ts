import { INVOICE_MODES, INVOICE_STATUSES, INVOICE_TITLE_KINDS, INVOICE_TYPES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsInvoicesEnUS } from './en-US';
import { opsInvoicesZhCN } from './zh-CN';

describe('invoice desk texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsInvoicesZhCN).sort()).toEqual(messageKeys(opsInvoicesEnUS).sort());
    expect(interpolationsByKey(opsInvoicesZhCN)).toEqual(interpolationsByKey(opsInvoicesEnUS));
    expect(JSON.stringify(opsInvoicesZhCN)).not.toContain('""');
  });

  it('names every status, type, mode and title kind of the contract in both languages', () => {
    for (const texts of [opsInvoicesEnUS, opsInvoicesZhCN]) {
      expect(Object.keys(texts.statuses).sort()).toEqual([...INVOICE_STATUSES].sort());
      expect(Object.keys(texts.types).sort()).toEqual([...INVOICE_TYPES].sort());
      expect(Object.keys(texts.modes).sort()).toEqual([...INVOICE_MODES].sort());
      expect(Object.keys(texts.kinds).sort()).toEqual([...INVOICE_TITLE_KINDS].sort());
    }
  });
});
