/** The text of the editor with its selection, as a textarea holds them. */
export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export const HEADING_LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6];

export type MarkdownCommand =
  | { kind: 'heading'; level: HeadingLevel }
  | { kind: 'bold' }
  | { kind: 'italic' }
  | { kind: 'link' }
  | { kind: 'list' }
  | { kind: 'code' };

/** What goes in when nothing is selected (in the editor's language), selected so typing replaces it. */
export interface Placeholders {
  bold: string;
  italic: string;
  link: string;
  code: string;
}

const LINK_TARGET = 'https://';

/** Wraps the selection (or a selected placeholder) in `before`/`after`, keeping the inner text selected. */
function wrap(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const inner = text.slice(start, end) || placeholder;
  return {
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    selectionStart: start + before.length,
    selectionEnd: start + before.length + inner.length,
  };
}

/** The whole lines the selection touches: [start of the first, end of the last). */
function lineRange(edit: TextEdit): [number, number] {
  const from = edit.text.lastIndexOf('\n', edit.selectionStart - 1) + 1;
  const newline = edit.text.indexOf('\n', edit.selectionEnd);
  return [from, newline === -1 ? edit.text.length : newline];
}

/** Rewrites each selected line and selects them all afterwards. */
function mapLines(edit: TextEdit, change: (lines: string[]) => string[]): TextEdit {
  const [from, to] = lineRange(edit);
  const lines = change(edit.text.slice(from, to).split('\n')).join('\n');
  return {
    text: edit.text.slice(0, from) + lines + edit.text.slice(to),
    selectionStart: from,
    selectionEnd: from + lines.length,
  };
}

const HEADING_MARK = /^#{1,6}\s+/;
const LIST_MARK = /^[-*]\s+/;

/** A heading of this level on each line; a line already at this level goes back to plain text. */
function heading(edit: TextEdit, level: HeadingLevel): TextEdit {
  const mark = `${'#'.repeat(level)} `;
  return mapLines(edit, (lines) => {
    const all = lines.every((line) => line.startsWith(mark) && !line.startsWith(`${mark.trim()}#`));
    return lines.map((line) => (all ? line.slice(mark.length) : mark + line.replace(HEADING_MARK, '')));
  });
}

/** A bullet on each line; when every line has one already, they all go. */
function list(edit: TextEdit): TextEdit {
  return mapLines(edit, (lines) => {
    const all = lines.every((line) => LIST_MARK.test(line));
    return lines.map((line) => (all ? line.replace(LIST_MARK, '') : `- ${line}`));
  });
}

/** Inline code for part of a line; a fenced block for several lines. */
function code(edit: TextEdit, placeholder: string): TextEdit {
  const selected = edit.text.slice(edit.selectionStart, edit.selectionEnd);
  if (!selected.includes('\n')) return wrap(edit, '`', '`', placeholder);
  const lead = edit.selectionStart === 0 || edit.text[edit.selectionStart - 1] === '\n' ? '' : '\n';
  return wrap(edit, `${lead}\`\`\`\n`, '\n```\n', placeholder);
}

/** A link around the selection (or a placeholder text), with its address selected to type over. */
function link(edit: TextEdit, placeholder: string): TextEdit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const label = text.slice(start, end) || placeholder;
  const inserted = `[${label}](${LINK_TARGET})`;
  const targetAt = start + label.length + 3;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    selectionStart: targetAt,
    selectionEnd: targetAt + LINK_TARGET.length,
  };
}

export function applyCommand(edit: TextEdit, command: MarkdownCommand, placeholders: Placeholders): TextEdit {
  switch (command.kind) {
    case 'heading':
      return heading(edit, command.level);
    case 'bold':
      return wrap(edit, '**', '**', placeholders.bold);
    case 'italic':
      return wrap(edit, '_', '_', placeholders.italic);
    case 'link':
      return link(edit, placeholders.link);
    case 'list':
      return list(edit);
    case 'code':
      return code(edit, placeholders.code);
  }
}
