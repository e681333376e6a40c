import { EditOutlined } from '@ant-design/icons';
import { accountRoutes, type SubAccountRow } from '@gpucloud/contracts';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useSubAccountCall } from '../hooks';

/** A sub-account's note; the pen turns it into a field saved with `/note_user_sub_account`. */
export function SubAccountNote({ row }: { row: SubAccountRow }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSubAccountCall(accountRoutes.noteSubAccount);
  const submit = (note: string) =>
    save.mutate(
      { sub_account_id: row.SubAccountId, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('subAccounts.noteSaved'));
          setDraft(null);
        },
      },
    );

  if (draft === null) {
    return (
      <span style={{ color: row.Note ? undefined : 'rgba(0,0,0,0.45)' }}>
        {row.Note || t('subAccounts.noteEmpty')}
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('subAccounts.editNote', { name: row.Name })}
          onClick={() => setDraft(row.Note)}
        />
      </span>
    );
  }
  return (
    <Space.Compact size="small" style={{ width: '100%', maxWidth: 320 }}>
      <Input
        aria-label={t('subAccounts.noteLabel', { name: row.Name })}
        value={draft}
        maxLength={100}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={() => submit(draft)}
      />
      <Button type="primary" loading={save.isPending} onClick={() => submit(draft)}>
        {t('subAccounts.saveNote')}
      </Button>
      <Button onClick={() => setDraft(null)}>{t('subAccounts.cancelNote')}</Button>
    </Space.Compact>
  );
}
