import { adminEndpoints, STAFF_ROLES, templatesEndpoints } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { canOpen, menuFor, OPS_PAGES } from './menu';

describe('the operator console menu', () => {
  it('shows admin every page, in table order', () => {
    expect(menuFor('admin').map((page) => page.key)).toEqual(OPS_PAGES.map((page) => page.key));
  });

  it('keeps the audit trail and staff management to admin', () => {
    for (const role of STAFF_ROLES.filter((role) => role !== 'admin')) {
      expect(canOpen(role, 'audit'), role).toBe(false);
      expect(canOpen(role, 'staff'), role).toBe(false);
      expect(
        menuFor(role).map((page) => page.key),
        role,
      ).not.toContain('audit');
    }
  });

  it('shows each role exactly the pages it may open', () => {
    for (const role of STAFF_ROLES) {
      const shown = menuFor(role).map((page) => page.key);
      const openable = OPS_PAGES.filter((page) => canOpen(role, page.key)).map((page) => page.key);
      expect(shown, role).toEqual(openable);
      for (const page of OPS_PAGES)
        expect(shown.includes(page.key), `${role} ${page.key}`).toBe(
          role === 'admin' || page.roles.includes(role),
        );
    }
  });

  it('gives every page its own path under /ops', () => {
    const paths = OPS_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/ops(\/[a-z-]+)+$/);
  });

  it('opens the support desk and the help catalogue to support, and not to the other roles', () => {
    for (const key of ['workOrders', 'cannedReplies', 'workOrderHelp'] as const) {
      expect(canOpen('support', key), key).toBe(true);
      for (const role of ['finance', 'reviewer', 'fleet'] as const)
        expect(canOpen(role, key), `${role} ${key}`).toBe(false);
    }
  });

  it('opens the sales-partner desks to finance, and not to the other roles', () => {
    for (const key of ['partners', 'withdrawals'] as const) {
      expect(canOpen('finance', key), key).toBe(true);
      for (const role of ['support', 'reviewer', 'fleet'] as const)
        expect(canOpen(role, key), `${role} ${key}`).toBe(false);
    }
  });

  it('opens the SMS and email outboxes to the roles their endpoints allow (support; admin)', () => {
    const outboxes = [
      ['smsOutbox', adminEndpoints.smsOutbox],
      ['emailOutbox', adminEndpoints.emailOutbox],
    ] as const;
    for (const [key, endpoint] of outboxes) {
      const page = OPS_PAGES.find((row) => row.key === key);
      expect(page?.roles, key).toEqual(endpoint.staffRoles);
      expect(canOpen('support', key), key).toBe(true);
      expect(canOpen('admin', key), key).toBe(true);
      for (const role of ['finance', 'reviewer', 'fleet'] as const)
        expect(canOpen(role, key), `${role} ${key}`).toBe(false);
    }
  });

  it('opens the templates desk to the roles every staff template endpoint allows (support; admin)', () => {
    const page = OPS_PAGES.find((row) => row.key === 'templates');
    for (const endpoint of [
      templatesEndpoints.opsList,
      templatesEndpoints.opsSave,
      templatesEndpoints.opsPublish,
      templatesEndpoints.opsDelete,
    ])
      expect(page?.roles).toEqual(endpoint.staffRoles);
  });
});
