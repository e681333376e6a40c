import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Its texts come with it: the dataset, model and software dialogs use it outside the content desks.
import { OPS_CONTENT_NS } from '../../content/i18n';
import styles from './MarkdownEditor.module.css';
import { HEADING_LEVELS, type MarkdownCommand } from './markdownCommands';

interface ToolbarProps {
  onCommand: (command: MarkdownCommand) => void;
  onUndo: () => void;
  onRedo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
}

function Tool({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </Button>
    </Tooltip>
  );
}

/** Headings 1-6, bold, italic, link, list, code, undo and redo (SPEC §9). */
export function EditorToolbar({ onCommand, onUndo, onRedo, canUndo, canRedo, disabled }: ToolbarProps) {
  const { t } = useTranslation(OPS_CONTENT_NS);
  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className={styles.toolbar}>
      {HEADING_LEVELS.map((level) => (
        <Tool
          key={level}
          label={t('editor.heading', { level })}
          onClick={() => onCommand({ kind: 'heading', level })}
          disabled={disabled}
        >
          <span className={styles.headingTool}>H{level}</span>
        </Tool>
      ))}
      <Divider type="vertical" />
      <Tool label={t('editor.bold')} onClick={() => onCommand({ kind: 'bold' })} disabled={disabled}>
        <BoldOutlined />
      </Tool>
      <Tool label={t('editor.italic')} onClick={() => onCommand({ kind: 'italic' })} disabled={disabled}>
        <ItalicOutlined />
      </Tool>
      <Tool label={t('editor.link')} onClick={() => onCommand({ kind: 'link' })} disabled={disabled}>
        <LinkOutlined />
      </Tool>
      <Tool label={t('editor.list')} onClick={() => onCommand({ kind: 'list' })} disabled={disabled}>
        <UnorderedListOutlined />
      </Tool>
      <Tool label={t('editor.code')} onClick={() => onCommand({ kind: 'code' })} disabled={disabled}>
        <CodeOutlined />
      </Tool>
      <Divider type="vertical" />
      <Tool label={t('editor.undo')} onClick={onUndo} disabled={disabled || !canUndo}>
        <UndoOutlined />
      </Tool>
      <Tool label={t('editor.redo')} onClick={onRedo} disabled={disabled || !canRedo}>
        <RedoOutlined />
      </Tool>
    </div>
  );
}
