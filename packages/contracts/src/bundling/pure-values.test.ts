import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { type EstreeNode, markValuesPure } from './pure-values';

function mark(code: string): string | null {
  return markValuesPure(code, parseAst(code) as unknown as { body: EstreeNode[] });
}

describe('contract values marked pure for the web bundle', () => {
  it('wraps each top-level const that calls something, exported or not', () => {
    const code = [
      "const agreement = z.literal(true).describe('accepted');",
      "export const runway = z.object({ spendable: yuanOut.describe('yuan’s worth') });",
      'export const a = f(), b = 1;',
    ].join('\n');
    expect(mark(code)).toBe(
      [
        "const agreement = /* @__PURE__ */ (() => (z.literal(true).describe('accepted')))();",
        "export const runway = /* @__PURE__ */ (() => (z.object({ spendable: yuanOut.describe('yuan’s worth') })))();",
        'export const a = /* @__PURE__ */ (() => (f()))(), b = 1;',
      ].join('\n'),
    );
  });

  it('leaves plain values, functions, lets and inner declarations alone', () => {
    const code = [
      'export const LIMIT = 5;',
      "export const TEXTS = { a: 'at most ' + LIMIT, b: ['x'] };",
      'export const build = () => z.string();',
      'let counter = next();',
      'export function make() { const inner = z.number(); return inner; }',
    ].join('\n');
    expect(mark(code)).toBeNull();
  });

  it('keeps what the module evaluates to', () => {
    const code = 'const base = { n: 2 };\nconst twice = [base.n, base.n].map((n) => n * 2);\nresult = twice;';
    const run = (source: string) => new Function(`let result; ${source}; return result;`)();
    expect(run(mark(code) ?? '')).toEqual(run(code));
  });
});
