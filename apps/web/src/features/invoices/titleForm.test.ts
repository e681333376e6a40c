import { invoiceTitleRequest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { newTitleValues, offersDefaultBox, titleRequestOf, titleValuesOf } from './titleForm';

describe('the invoice title form', () => {
  it('sends a person a name only, whatever company fields were typed before switching', () => {
    const body = titleRequestOf({
      kind: 'personal',
      name: ' Li Lei ',
      taxpayer_id: '91350100M000100Y43',
      bank: 'ICBC',
      is_default: true,
    });
    expect(body).toEqual({
      kind: 'personal',
      name: 'Li Lei',
      is_default: true,
      address: '',
      phone: '',
      bank: '',
      account: '',
    });
    expect(body).not.toHaveProperty('taxpayer_id');
    expect(invoiceTitleRequest.safeParse(body).success).toBe(true);
  });

  it('sends a company its details, the taxpayer id in capitals', () => {
    const body = titleRequestOf({
      kind: 'company',
      name: 'GPU Cloud Ltd',
      taxpayer_id: ' 91350100m000100y43 ',
      address: 'Fuzhou',
      phone: '0591-1234',
      is_default: false,
    });
    expect(body).toEqual({
      kind: 'company',
      name: 'GPU Cloud Ltd',
      taxpayer_id: '91350100M000100Y43',
      address: 'Fuzhou',
      phone: '0591-1234',
      bank: '',
      account: '',
      is_default: false,
    });
    expect(invoiceTitleRequest.safeParse(body).success).toBe(true);
  });

  it('starts a new title as a company, the default when it is the first; an edit from the title', () => {
    expect(newTitleValues(true)).toEqual({ kind: 'company', name: '', is_default: true });
    expect(newTitleValues(false).is_default).toBe(false);
    const title = {
      id: 4,
      kind: 'company',
      name: 'A',
      taxpayer_id: '91350100M000100Y43',
      address: 'x',
      phone: '1',
      bank: 'b',
      account: '2',
      is_default: true,
      special_allowed: true,
    } as const;
    expect(titleRequestOf(titleValuesOf(title))).toEqual({
      kind: 'company',
      name: 'A',
      taxpayer_id: '91350100M000100Y43',
      address: 'x',
      phone: '1',
      bank: 'b',
      account: '2',
      is_default: true,
    });
  });

  it('offers "Set as default" on a new title and on another title, never to untick the default one', () => {
    expect(offersDefaultBox(null)).toBe(true);
    expect(offersDefaultBox({ is_default: false })).toBe(true);
    expect(offersDefaultBox({ is_default: true })).toBe(false);
  });
});
