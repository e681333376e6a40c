import type { OpsDocCategory } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { categoryOptions } from './categoryOptions';

const category = (Id: number, ParentId: number | null, name: string): OpsDocCategory => ({
  Id,
  ParentId,
  NameZh: `${name}中`,
  NameEn: name,
  Order: 0,
  ArticleCount: 0,
});

describe('categoryOptions', () => {
  const tree = [category(1, null, 'A'), category(2, 1, 'A1'), category(3, 2, 'A1x'), category(4, null, 'B')];

  it('indents by depth in the reader’s language', () => {
    expect(categoryOptions(tree, 'en-US').map((o) => o.label)).toEqual(['A', '— A1', '— — A1x', 'B']);
    expect(categoryOptions(tree, 'zh-CN')[0]?.label).toBe('A中');
  });

  it('leaves out a category and everything under it (a category cannot move there)', () => {
    expect(categoryOptions(tree, 'en-US', 2).map((o) => o.value)).toEqual([1, 4]);
  });
});
