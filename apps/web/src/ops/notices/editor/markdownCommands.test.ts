import { describe, expect, it } from 'vitest';
import { applyCommand, type MarkdownCommand, type TextEdit } from './markdownCommands';

const placeholders = { bold: 'bold text', italic: 'italic text', link: 'link text', code: 'code' };

/** `[` and `]` in the text mark the selection. */
function edit(marked: string): TextEdit {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), selectionStart: start, selectionEnd: end };
}

function run(marked: string, command: MarkdownCommand): string {
  const done = applyCommand(edit(marked), command, placeholders);
  const { text, selectionStart: s, selectionEnd: e } = done;
  return `${text.slice(0, s)}[${text.slice(s, e)}]${text.slice(e)}`;
}

describe('toolbar commands', () => {
  it('makes the current line a heading of any level 1-6, replacing another level and toggling its own', () => {
    expect(run('Intro\nTon[]ight', { kind: 'heading', level: 1 })).toBe('Intro\n[# Tonight]');
    expect(run('[# Tonight]', { kind: 'heading', level: 6 })).toBe('[###### Tonight]');
    expect(run('## To[]night', { kind: 'heading', level: 2 })).toBe('[Tonight]');
    expect(run('### To[]night', { kind: 'heading', level: 2 })).toBe('[## Tonight]');
  });

  it('wraps the selection in bold, italic or inline code, or inserts a selected placeholder', () => {
    expect(run('a [word] b', { kind: 'bold' })).toBe('a **[word]** b');
    expect(run('a [word] b', { kind: 'italic' })).toBe('a _[word]_ b');
    expect(run('run [ls] now', { kind: 'code' })).toBe('run `[ls]` now');
    expect(run('x[]', { kind: 'bold' })).toBe('x**[bold text]**');
  });

  it('fences several lines of code', () => {
    expect(run('[a\nb]', { kind: 'code' })).toBe('```\n[a\nb]\n```\n');
  });

  it('links the selection and selects the address to type', () => {
    const linked = applyCommand(edit('see [docs]'), { kind: 'link' }, placeholders);
    expect(linked.text).toBe('see [docs](https://)');
    expect(linked.text.slice(linked.selectionStart, linked.selectionEnd)).toBe('https://');
    const done = applyCommand(edit('see []'), { kind: 'link' }, placeholders);
    expect(done.text).toBe('see [link text](https://)');
    expect(done.text.slice(done.selectionStart, done.selectionEnd)).toBe('https://');
  });

  it('bullets the selected lines, and unbullets them when all have one', () => {
    expect(run('[one\ntwo]', { kind: 'list' })).toBe('[- one\n- two]');
    expect(run('[- one\n- two]', { kind: 'list' })).toBe('[one\ntwo]');
  });
});
