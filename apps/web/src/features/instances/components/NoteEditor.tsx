import { EditOutlined } from '@ant-design/icons';
import { instancesRoutes as endpoints, type InstanceRow } from '@gpucloud/contracts';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstanceCall } from '../hooks';

/** The note under an instance's name; a button turns it into a field. Bare metal keeps its notes
 * through its own call (SPEC §7). */
export function NoteEditor({
  id,
  name,
  note,
  kind,
}: {
  id: number;
  name: string;
  note: string;
  kind: InstanceRow['Kind'];
}) {
  const { t } = useTranslation('instances');
  const [draft, setDraft] = useState<string | null>(null);
  const save = useInstanceCall(kind === 'bare_metal' ? endpoints.bareMetalNote : endpoints.note);

  if (draft === null) {
    return (
      <span style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
        {note || t('note.placeholder')}
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('note.edit', { name })}
          onClick={() => setDraft(note)}
        />
      </span>
    );
  }
  return (
    <Space.Compact size="small" style={{ maxWidth: 360, width: '100%' }}>
      <Input
        aria-label={t('note.label', { name })}
        value={draft}
        maxLength={200}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() =>
          save.mutate({ instance_id: id, note: draft }, { onSuccess: () => setDraft(null) })
        }
      />
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() => save.mutate({ instance_id: id, note: draft }, { onSuccess: () => setDraft(null) })}
      >
        {t('note.save')}
      </Button>
      <Button onClick={() => setDraft(null)}>{t('note.cancel')}</Button>
    </Space.Compact>
  );
}
