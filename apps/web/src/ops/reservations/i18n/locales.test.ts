import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsReservationsEnUS } from './en-US';
import { opsReservationsZhCN } from './zh-CN';

describe('reservation desk texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsReservationsZhCN).sort()).toEqual(messageKeys(opsReservationsEnUS).sort());
    expect(interpolationsByKey(opsReservationsZhCN)).toEqual(interpolationsByKey(opsReservationsEnUS));
    expect(JSON.stringify(opsReservationsZhCN)).not.toContain('""');
  });
});
