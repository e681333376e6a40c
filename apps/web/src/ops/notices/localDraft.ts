/**
 * A new notice has no server draft until "Save draft" or "Publish": until then its autosave goes to
 * this browser's localStorage, so a reload or a closed tab loses nothing.
 */
const KEY = 'ops.noticeDraft.new';

export interface LocalNoticeDraft {
  title: string;
  content: string;
}

export function readLocalDraft(storage: Storage = localStorage): LocalNoticeDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { title, content } = parsed as Record<string, unknown>;
    return typeof title === 'string' && typeof content === 'string' ? { title, content } : null;
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
