import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import * as routes from './routes';

/** src/routes/ is generated from the map; this fails when an endpoint was added or changed without it. */
describe('generated routes', () => {
  const generated = routes as unknown as Record<string, Record<string, unknown>>;

  it('has one route per endpoint of the map, with its method, path and access', () => {
    for (const [feature, group] of Object.entries(ENDPOINTS)) {
      const expected = Object.fromEntries(
        Object.entries(group).map(([name, entry]) => [
          name,
          { method: entry.method, path: entry.path, access: entry.access },
        ]),
      );
      const namespace = generated[`${feature}Routes`] ?? {};
      expect(
        Object.fromEntries(Object.entries(namespace)),
        `${feature}: run npm run generate:routes`,
      ).toEqual(expected);
    }
  });

  it('has no route whose feature left the map', () => {
    expect(Object.keys(generated).sort()).toEqual(
      Object.keys(ENDPOINTS)
        .map((f) => `${f}Routes`)
        .sort(),
    );
  });
});
