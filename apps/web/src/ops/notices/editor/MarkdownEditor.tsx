import { Tabs } from 'antd';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
// Its texts come with it: the dataset, model and software dialogs use it outside the content desks.
import { OPS_CONTENT_NS } from '../../content/i18n';
import { EditorToolbar } from './EditorToolbar';
import styles from './MarkdownEditor.module.css';
import { applyCommand, type MarkdownCommand } from './markdownCommands';
import { useEditorHistory } from './useEditorHistory';

export interface MarkdownEditorProps {
  /** The textarea's id, for a <label htmlFor> (a Form.Item passes its own). */
  id?: string;
  initialValue: string;
  /** Every change of the text: typing, a toolbar command, undo or redo. */
  onChange: (text: string) => void;
  readOnly?: boolean;
}

/**
 * Markdown editor of SPEC §9: a toolbar (headings 1-6, bold, italic, link, list, code), undo and redo
 * over 20 steps, and a preview through the shared sanitizing renderer, exactly as customers see it.
 */
export function MarkdownEditor({ id, initialValue, onChange, readOnly = false }: MarkdownEditorProps) {
  const { t } = useTranslation(OPS_CONTENT_NS);
  const history = useEditorHistory(initialValue);
  const area = useRef<HTMLTextAreaElement>(null);
  const selectAfter = useRef<[number, number] | null>(null);
  const [tab, setTab] = useState('write');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const reported = useRef(initialValue);

  useEffect(() => {
    if (history.text === reported.current) return;
    reported.current = history.text;
    onChangeRef.current(history.text);
  }, [history.text]);

  // A command's selection is set once its text is in the textarea.
  useLayoutEffect(() => {
    const selection = selectAfter.current;
    if (!selection || !area.current) return;
    selectAfter.current = null;
    area.current.focus();
    area.current.setSelectionRange(...selection);
  });

  const command = (next: MarkdownCommand) => {
    const element = area.current;
    const edit = {
      text: history.text,
      selectionStart: element?.selectionStart ?? history.text.length,
      selectionEnd: element?.selectionEnd ?? history.text.length,
    };
    const done = applyCommand(edit, next, {
      bold: t('editor.placeholders.bold'),
      italic: t('editor.placeholders.italic'),
      link: t('editor.placeholders.link'),
      code: t('editor.placeholders.code'),
    });
    selectAfter.current = [done.selectionStart, done.selectionEnd];
    history.apply(done.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    const shortcuts: Record<string, () => void> = {
      z: event.shiftKey ? history.redo : history.undo,
      y: history.redo,
      b: () => command({ kind: 'bold' }),
      i: () => command({ kind: 'italic' }),
    };
    const run = shortcuts[key];
    if (!run) return;
    // The browser's own undo knows nothing of this history: ours replaces it.
    event.preventDefault();
    run();
  };

  const writer = (
    <>
      <EditorToolbar
        onCommand={command}
        onUndo={history.undo}
        onRedo={history.redo}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        disabled={readOnly}
      />
      <textarea
        id={id}
        ref={area}
        className={styles.area}
        value={history.text}
        onChange={(event) => history.type(event.target.value)}
        onKeyDown={onKeyDown}
        readOnly={readOnly}
        spellCheck
        rows={18}
      />
    </>
  );

  return (
    <div className={styles.editor}>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        size="small"
        items={[
          { key: 'write', label: t('editor.write'), children: writer, forceRender: true },
          {
            key: 'preview',
            label: t('editor.preview'),
            children: (
              <section aria-label={t('editor.previewLabel')} className={styles.preview}>
                {history.text.trim() ? (
                  <LazyMarkdown source={history.text} />
                ) : (
                  <p>{t('editor.previewEmpty')}</p>
                )}
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
