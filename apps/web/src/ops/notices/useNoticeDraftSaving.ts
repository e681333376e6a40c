import type { OpsNoticeDetail } from '@gpucloud/contracts';
import { useMemo } from 'react';
import { useDraftAutosave } from './editor/useDraftAutosave';
import { useSaveNoticeDraft } from './hooks';
import { writeLocalDraft } from './localDraft';

interface DraftText {
  title: string;
  content: string;
}

/**
 * Where the editor's autosave goes (500 ms after typing stops): the server draft when the notice
 * has one, this browser's localStorage for a new notice that has none yet. A published notice is
 * not edited, so nothing is saved for it.
 */
export function useNoticeDraftSaving(notice: OpsNoticeDetail | null, title: unknown, content: unknown) {
  const saveDraft = useSaveNoticeDraft();
  const editable = notice === null || notice.State === 'draft';
  const value = useMemo<DraftText | null>(
    () => (editable && typeof title === 'string' && typeof content === 'string' ? { title, content } : null),
    [editable, title, content],
  );
  const autosave = useDraftAutosave(value, async (draft) => {
    if (notice === null) writeLocalDraft(draft);
    else await saveDraft.mutateAsync({ id: notice.Id, ...draft });
  });
  return { ...autosave, where: notice === null ? ('local' as const) : ('server' as const) };
}
