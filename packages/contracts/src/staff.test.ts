import { describe, expect, it } from 'vitest';
import { listEndpoints } from './endpoints';
import { STAFF_ROLES } from './staff';

describe('staff endpoints', () => {
  it('each name the roles that may call them, and no other endpoint names any', () => {
    for (const { id, endpoint } of listEndpoints()) {
      if (endpoint.access === 'staff') {
        expect(endpoint.staffRoles?.length, id).toBeGreaterThan(0);
        for (const role of endpoint.staffRoles ?? []) expect(STAFF_ROLES, id).toContain(role);
      } else {
        expect(endpoint.staffRoles, id).toBeUndefined();
      }
    }
  });
});
