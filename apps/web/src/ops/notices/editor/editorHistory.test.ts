import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  record,
  redo,
  replacePresent,
  startHistory,
  TYPING_STEP_MS,
  typed,
  undo,
} from './editorHistory';

describe('the editor history', () => {
  it('undoes and redoes steps in order', () => {
    let history = record(record(startHistory(''), 'a'), 'ab');
    history = undo(history);
    expect(history.present).toBe('a');
    history = undo(history);
    expect(history.present).toBe('');
    expect(canUndo(history)).toBe(false);
    history = redo(redo(history));
    expect(history.present).toBe('ab');
    expect(canRedo(history)).toBe(false);
  });

  it('keeps the last 20 steps and drops the oldest', () => {
    let history = startHistory('0');
    for (let step = 1; step <= 30; step += 1) history = record(history, String(step));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    let undone = 0;
    while (canUndo(history)) {
      history = undo(history);
      undone += 1;
    }
    expect(undone).toBe(20);
    expect(history.present).toBe('10');
  });

  it('clears redo when a new step is recorded after an undo', () => {
    const history = record(undo(record(startHistory('a'), 'b')), 'c');
    expect(history.present).toBe('c');
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe('a');
  });

  it('grows the present step without adding one, and ignores a change to the same text', () => {
    let history = record(startHistory(''), 'h');
    history = replacePresent(replacePresent(history, 'he'), 'hel');
    expect(history.past).toEqual(['']);
    expect(undo(history).present).toBe('');
    expect(record(history, 'hel')).toBe(history);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const history = startHistory('x');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('makes one step of a typing burst and a new one after a pause', () => {
    let history = startHistory('');
    history = typed(history, 'H', Number.POSITIVE_INFINITY);
    history = typed(history, 'He', 120);
    history = typed(history, 'Hello', 300);
    history = typed(history, 'Hello world', TYPING_STEP_MS);
    expect(history.past).toEqual(['', 'Hello']);
    expect(undo(history).present).toBe('Hello');
  });
});
