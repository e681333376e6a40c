import { describe, expect, it } from 'vitest';
import { auditQueryFromParams, filtersFromParams, NO_FILTERS } from './auditQuery';

const query = (search: string) => auditQueryFromParams(new URLSearchParams(search));

describe('the audit list request', () => {
  it('asks for the first page of 20 without filters', () => {
    expect(query('')).toEqual({ page: 1, page_size: 20 });
  });

  it('sends only the filters that are set, days as epoch seconds covering both China days', () => {
    expect(
      query(
        'staff=3&endpoint=%2Fapi%2Fops%2Flogin_totp&type=staff&id=7&from=2025-03-01&to=2025-03-02&page=2&size=50',
      ),
    ).toEqual({
      page: 2,
      page_size: 50,
      staff_id: 3,
      endpoint: '/api/ops/login_totp',
      object_type: 'staff',
      object_id: '7',
      from: Date.parse('2025-03-01T00:00:00+08:00') / 1000,
      to: Date.parse('2025-03-03T00:00:00+08:00') / 1000,
    });
  });

  it('ignores what the server would refuse', () => {
    expect(query('staff=abc&page=-1&size=1000&from=2025-02-30&endpoint=%20%20')).toEqual({
      page: 1,
      page_size: 20,
    });
    expect(query('size=33')).toEqual({ page: 1, page_size: 20 });
  });

  it('reads the form values back from the URL', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams('type=%20staff%20&page=3'))).toEqual({
      ...NO_FILTERS,
      type: 'staff',
    });
  });
});
