import type { NoticeTextInput, OpsNoticeDetail } from '@gpucloud/contracts';
import { useMemo } from 'react';
import { useDraftAutosave } from './editor/useDraftAutosave';
import { useSaveNoticeDraft } from './hooks';
import { writeLocalDraft } from './localDraft';

/**
 * Where the editor's autosave goes (500 ms after typing stops): the server draft when the notice
 * has one, this browser's localStorage for a new notice that has none yet. A published notice is
 * not edited, so nothing is saved for it. `texts` is the form's values (undefined while it mounts).
 */
export function useNoticeDraftSaving(
  notice: OpsNoticeDetail | null,
  texts: Partial<NoticeTextInput> | undefined,
) {
  const saveDraft = useSaveNoticeDraft();
  const editable = notice === null || notice.State === 'draft';
  const { title_en, title_zh, content_en, content_zh, single_language } = texts ?? {};
  const value = useMemo<NoticeTextInput | null>(
    () =>
      editable &&
      typeof title_en === 'string' &&
      typeof title_zh === 'string' &&
      typeof content_en === 'string' &&
      typeof content_zh === 'string'
        ? { title_en, title_zh, content_en, content_zh, single_language: single_language === true }
        : null,
    [editable, title_en, title_zh, content_en, content_zh, single_language],
  );
  const autosave = useDraftAutosave(value, async (draft) => {
    if (notice === null) writeLocalDraft(draft);
    else await saveDraft.mutateAsync({ id: notice.Id, ...draft });
  });
  return { ...autosave, where: notice === null ? ('local' as const) : ('server' as const) };
}
