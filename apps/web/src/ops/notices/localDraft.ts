import type { NoticeTextInput } from '@gpucloud/contracts';
import { hasChineseCharacters } from '@gpucloud/domain';

/**
 * A new notice has no server draft until "Save draft" or "Publish": until then its autosave goes to
 * this browser's localStorage, so a reload or a closed tab loses nothing.
 */
const KEY = 'ops.noticeDraft.new';

export type LocalNoticeDraft = NoticeTextInput;

export const EMPTY_NOTICE: LocalNoticeDraft = {
  title_en: '',
  title_zh: '',
  content_en: '',
  content_zh: '',
  single_language: false,
};

const TEXT_KEYS = ['title_en', 'title_zh', 'content_en', 'content_zh'] as const;

/** A draft kept before notices had two languages ({title, content}) goes to the language it is in. */
function fromOneLanguage(title: string, content: string): LocalNoticeDraft {
  const chinese = hasChineseCharacters(title + content);
  return chinese
    ? { ...EMPTY_NOTICE, title_zh: title, content_zh: content }
    : { ...EMPTY_NOTICE, title_en: title, content_en: content };
}

export function readLocalDraft(storage: Storage = localStorage): LocalNoticeDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = parsed as Record<string, unknown>;
    if (typeof draft.title === 'string' && typeof draft.content === 'string') {
      return fromOneLanguage(draft.title, draft.content);
    }
    if (!TEXT_KEYS.every((key) => typeof draft[key] === 'string')) return null;
    const texts = draft as Record<(typeof TEXT_KEYS)[number], string>;
    return {
      title_en: texts.title_en,
      title_zh: texts.title_zh,
      content_en: texts.content_en,
      content_zh: texts.content_zh,
      single_language: draft.single_language === true,
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(draft: LocalNoticeDraft, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(draft));
}

export function clearLocalDraft(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
