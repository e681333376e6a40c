/** SPEC §9: the notice editor keeps 20 steps to undo. */
export const HISTORY_LIMIT = 20;

/** Undo/redo over whole texts: `past` oldest first, `future` nearest first. */
export interface History {
  past: readonly string[];
  present: string;
  future: readonly string[];
}

export function startHistory(text: string): History {
  return { past: [], present: text, future: [] };
}

/** A new step: what was there becomes undoable (the oldest beyond the limit is dropped), redo is cleared. */
export function record(history: History, text: string): History {
  if (text === history.present) return history;
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: text, future: [] };
}

/** The same step grows (typing on in one burst): nothing new to undo, redo is cleared. */
export function replacePresent(history: History, text: string): History {
  if (text === history.present) return history;
  return { past: history.past, present: text, future: [] };
}

/** Keystrokes closer together than this are one step to undo: a word or a phrase typed in one go. */
export const TYPING_STEP_MS = 1_000;

/** Typing: a new step after a pause, else the step in progress grows. */
export function typed(history: History, text: string, msSinceLastKeystroke: number): History {
  return msSinceLastKeystroke < TYPING_STEP_MS ? replacePresent(history, text) : record(history, text);
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: rest };
}

export const canUndo = (history: History) => history.past.length > 0;
export const canRedo = (history: History) => history.future.length > 0;
