import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { opsRoutes } from '../ops/routes';
import { discoverRoutes, routes } from './routes';

const pathsOf = (table: readonly RouteObject[]): string[] =>
  table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe("the operator console's routes, added on its first address", () => {
  it('are not in the table the app starts with', () => {
    expect(pathsOf(routes)).not.toContain('ops');
    expect(pathsOf(opsRoutes)).toContain('ops');
  });

  it('are added for /ops and any address under it, and for nothing else', async () => {
    const patch = vi.fn();
    await discoverRoutes('/store', patch);
    await discoverRoutes('/opsx', patch);
    await discoverRoutes('/console/ops', patch);
    expect(patch).not.toHaveBeenCalled();
    await discoverRoutes('/ops', patch);
    await discoverRoutes('/ops/users/7', patch);
    expect(patch.mock.calls).toEqual([
      [null, opsRoutes],
      [null, opsRoutes],
    ]);
  });

  it('match an /ops address once added, as React Router adds them (once, however often asked)', async () => {
    const table: RouteObject[] = [{ path: '*', Component: () => null }];
    const router = createMemoryRouter(table, {
      initialEntries: ['/store'],
      patchRoutesOnNavigation: ({ path, patch }) => discoverRoutes(path, patch),
    });
    await router.navigate('/ops/login');
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['ops', 'login']);
    await router.navigate('/store');
    await router.navigate('/ops/login');
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['ops', 'login']);
    expect(router.routes.filter((route) => route.path === 'ops')).toHaveLength(1);
    router.dispose();
  });
});
