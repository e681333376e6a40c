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
    const draft = {
      title_en: 'T',
      title_zh: '标题',
      content_en: '# C',
      content_zh: '',
      single_language: true,
    };
    writeLocalDraft(draft, storage);
    expect(readLocalDraft(storage)).toEqual(draft);
    clearLocalDraft(storage);
    expect(readLocalDraft(storage)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    const storage = memoryStorage();
    storage.setItem('ops.noticeDraft.new', '{broken');
    expect(readLocalDraft(storage)).toBeNull();
    storage.setItem('ops.noticeDraft.new', '{"title":1}');
    expect(readLocalDraft(storage)).toBeNull();
    storage.setItem('ops.noticeDraft.new', '{"title_en":"T","content_en":"C"}');
    expect(readLocalDraft(storage)).toBeNull();
  });

  it('keeps a draft of one language (kept before notices had two) in the language it is in', () => {
    const storage = memoryStorage();
    storage.setItem('ops.noticeDraft.new', JSON.stringify({ title: 'Maintenance', content: 'Tonight' }));
    expect(readLocalDraft(storage)).toMatchObject({
      title_en: 'Maintenance',
      content_en: 'Tonight',
      title_zh: '',
    });
    storage.setItem('ops.noticeDraft.new', JSON.stringify({ title: '维护', content: '今晚' }));
    expect(readLocalDraft(storage)).toMatchObject({ title_zh: '维护', content_zh: '今晚', title_en: '' });
  });
});
