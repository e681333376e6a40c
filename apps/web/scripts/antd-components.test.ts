import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANTD_COMPONENTS } from './antd-components';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every value imported from 'antd' anywhere in src (types left out: they render nothing). */
function importedFromAntd(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(type\s*)?\{([^}]+)\}\s*from\s*'antd'/g,
    )) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name =
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '';
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Values from 'antd' that render nothing of their own: the provider, and the theme's algorithms and tokens. */
const NOT_COMPONENTS: ReadonlySet<string> = new Set(['ConfigProvider', 'theme']);

describe('the static antd stylesheet', () => {
  it('covers every antd component the app imports (zero runtime: a missing one renders unstyled)', () => {
    const listed = new Set<string>(ANTD_COMPONENTS);
    const missing = [...importedFromAntd()].filter((name) => !NOT_COMPONENTS.has(name) && !listed.has(name));
    expect(missing).toEqual([]);
  });

  it('finds the imports it checks', () => {
    expect(importedFromAntd()).toContain('Button');
  });
});
