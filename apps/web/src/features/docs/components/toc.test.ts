import { describe, expect, it } from 'vitest';
import { buildToc, slugify, tocDepth } from './toc';

describe('slugify', () => {
  it('keeps letters of any script and digits, joined by hyphens', () => {
    expect(slugify('Step 1: Pick a GPU!')).toBe('doc-step-1-pick-a-gpu');
    expect(slugify('第一步：选择 GPU')).toBe('doc-第一步-选择-gpu');
    expect(slugify('  ***  ')).toBe('doc-section');
  });
});

describe('buildToc', () => {
  it('lists headings in order with unique ids, skipping empty ones', () => {
    const toc = buildToc([
      { level: 2, text: 'Install' },
      { level: 3, text: '  On   Linux ' },
      { level: 3, text: '' },
      { level: 2, text: 'Install' },
      { level: 2, text: 'Install' },
    ]);
    expect(toc).toEqual([
      { id: 'doc-install', level: 2, text: 'Install' },
      { id: 'doc-on-linux', level: 3, text: 'On Linux' },
      { id: 'doc-install-2', level: 2, text: 'Install' },
      { id: 'doc-install-3', level: 2, text: 'Install' },
    ]);
    expect(tocDepth(toc, toc[1] as (typeof toc)[number])).toBe(1);
  });

  it('never repeats an id, even when a heading reads like a numbered one', () => {
    const ids = buildToc([
      { level: 2, text: 'A 2' },
      { level: 2, text: 'A' },
      { level: 2, text: 'A' },
    ]).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(3);
  });
});
