import { describe, expect, it } from 'vitest';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './localDraft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe("a new notice's local draft", () => {
  it('is kept and read back until cleared', () => {
    const storage = memoryStorage();
    expect(readLocalDraft(storage)).toBeNull();
    writeLocalDraft({ title: 'T', content: '# C' }, storage);
    expect(readLocalDraft(storage)).toEqual({ title: 'T', content: '# C' });
    clearLocalDraft(storage);
    expect(readLocalDraft(storage)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    const storage = memoryStorage();
    storage.setItem('ops.noticeDraft.new', '{broken');
    expect(readLocalDraft(storage)).toBeNull();
    storage.setItem('ops.noticeDraft.new', '{"title":1}');
    expect(readLocalDraft(storage)).toBeNull();
  });
});
