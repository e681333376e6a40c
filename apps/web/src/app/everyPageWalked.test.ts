import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_PAGES, SIGNED_OUT_PAGES, STAFF_PAGES } from '../../../../e2e/support/everyPage';
import { opsRoutes } from '../ops/routes';
import { routes as siteRoutes } from './routes';

/** The site's table and the operator console's, which the router adds on the first /ops address. */
const routes = [...siteRoutes, ...opsRoutes];

function joined(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return parent === '/' ? `/${path}` : `${parent}/${path}`;
}

/**
 * The full pattern of every page of a route table: a route without children that renders something
 * (a redirect is a loader alone). Layout routes without a path add no segment.
 */
function pagesOf(table: readonly RouteObject[], parent = '/'): string[] {
  return table.flatMap((route) => {
    const path = joined(parent, route.path);
    if (route.children?.length) return pagesOf(route.children, path);
    const renders = Boolean(route.lazy || route.Component || route.element);
    return renders ? [path] : [];
  });
}

describe('the accessibility walk (e2e/a11y-every-page.spec.ts, e2e/a11y-ops.spec.ts)', () => {
  const walked = [...SIGNED_OUT_PAGES, ...CUSTOMER_PAGES, ...STAFF_PAGES];

  it('opens every page of the route table, public, console and operator console', () => {
    const table = [...new Set(pagesOf(routes))].sort();
    expect([...walked].sort()).toEqual(table);
  });

  it('opens each page once', () => {
    expect(walked.length).toBe(new Set(walked).size);
  });

  it('reads the route table as the router does: layouts add no segment, redirects are no pages', () => {
    const table: RouteObject[] = [
      {
        Component: () => null,
        children: [
          { index: true, loader: () => null },
          {
            path: 'a',
            children: [
              { index: true, loader: () => null },
              { path: 'b/:id', lazy: async () => ({}) },
            ],
          },
          { Component: () => null, children: [{ path: '*', Component: () => null }] },
        ],
      },
    ];
    expect(pagesOf(table)).toEqual(['/a/b/:id', '/*']);
  });
});
