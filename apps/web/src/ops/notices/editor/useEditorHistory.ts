import { useCallback, useRef, useState } from 'react';
import { canRedo, canUndo, type History, record, redo, startHistory, typed, undo } from './editorHistory';

/** The editor's text with its 20-step history: a typing burst is one step, a toolbar command another. */
export function useEditorHistory(initial: string) {
  const [history, setHistory] = useState<History>(() => startHistory(initial));
  const lastTypedAt = useRef(0);

  const type = useCallback((text: string) => {
    const now = Date.now();
    const since = now - lastTypedAt.current;
    lastTypedAt.current = now;
    setHistory((current) => typed(current, text, since));
  }, []);

  const apply = useCallback((text: string) => {
    lastTypedAt.current = 0;
    setHistory((current) => record(current, text));
  }, []);

  const step = useCallback((move: (current: History) => History) => {
    lastTypedAt.current = 0;
    setHistory(move);
  }, []);

  return {
    text: history.present,
    type,
    apply,
    undo: () => step(undo),
    redo: () => step(redo),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}
