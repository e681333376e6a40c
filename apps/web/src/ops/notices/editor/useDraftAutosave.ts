import { useCallback, useEffect, useRef, useState } from 'react';
import { debounce } from './debounce';

/** SPEC §9: a draft is saved 500 ms after typing stops. */
export const DRAFT_SAVE_DELAY_MS = 500;

export type AutosaveState = 'idle' | 'waiting' | 'saving' | 'saved' | 'failed';

/**
 * Saves `value` 500 ms after the last change. The first value (null while the form is not ready)
 * is what was loaded, so it is never saved back. `flush` saves a waiting change now and resolves
 * once it is stored: call it before publishing. A change still waiting when the page goes away is
 * saved then, so leaving loses nothing.
 */
export function useDraftAutosave<Value>(value: Value | null, save: (value: Value) => Promise<unknown>) {
  const [state, setState] = useState<AutosaveState>('idle');
  const saveRef = useRef(save);
  saveRef.current = save;
  const running = useRef<Promise<unknown>>(Promise.resolve());
  const [debounced] = useState(() =>
    debounce((next: Value) => {
      setState('saving');
      running.current = saveRef.current(next).then(
        () => setState('saved'),
        () => setState('failed'),
      );
    }, DRAFT_SAVE_DELAY_MS),
  );
  const lastSeen = useRef<string | null>(null);
  const serialized = value === null ? null : JSON.stringify(value);

  useEffect(() => {
    if (serialized === null || value === null) return;
    const previous = lastSeen.current;
    lastSeen.current = serialized;
    if (previous === null || previous === serialized) return;
    setState('waiting');
    debounced(value);
  }, [serialized, value, debounced]);

  useEffect(() => () => debounced.flush(), [debounced]);

  const flush = useCallback(async () => {
    debounced.flush();
    await running.current;
  }, [debounced]);

  return { state, flush };
}
