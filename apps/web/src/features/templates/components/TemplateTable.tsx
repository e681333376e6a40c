import type { Template } from '@gpucloud/contracts';
import { Button, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText } from '../../../shared/i18n/pickText';
import { OneFieldText, PickedTextView } from '../../../shared/ui/TextLanguage';
import { deployPath } from '../templateForm';

/** Templates as a table: deploy any; edit and delete only the caller's own. */
export function TemplateTable({
  templates,
  loading,
  empty,
  caption,
  onEdit,
  onRemove,
}: {
  templates: Template[];
  loading: boolean;
  empty: string;
  caption: string;
  onEdit?: (template: Template) => void;
  onRemove?: (template: Template) => void;
}) {
  const { t, i18n } = useTranslation('templates');
  return (
    <Table<Template>
      rowKey="TemplateId"
      loading={loading}
      dataSource={templates}
      pagination={false}
      locale={{ emptyText: empty }}
      aria-label={caption}
      columns={[
        {
          key: 'name',
          title: t('columns.name'),
          render: (_, row) => (
            <>
              <strong>
                <OneFieldText text={row.Name} />
              </strong>
              {row.Public && (
                <div>
                  <PickedTextView picked={pickText(i18n.language, row.Description, row.DescriptionEn)} />
                </div>
              )}
            </>
          ),
        },
        { key: 'image', title: t('columns.image'), dataIndex: 'ImageName' },
        {
          key: 'command',
          title: t('columns.command'),
          render: (_, row) => (row.Command ? <code>{row.Command}</code> : t('none')),
        },
        {
          key: 'ports',
          title: t('columns.ports'),
          render: (_, row) =>
            row.Ports.map((entry) => `${entry.Port} ${entry.Label}`).join(', ') || t('none'),
        },
        { key: 'disk', title: t('columns.disk'), render: (_, row) => t('diskGb', { gb: row.DiskGb }) },
        {
          key: 'actions',
          title: t('columns.actions'),
          render: (_, row) => (
            <Space>
              <Link to={deployPath(row.TemplateId)} aria-label={t('deployLabel', { name: row.Name })}>
                {t('actions.deploy')}
              </Link>
              {onEdit && (
                <Button
                  type="link"
                  aria-label={t('editLabel', { name: row.Name })}
                  onClick={() => onEdit(row)}
                >
                  {t('actions.edit')}
                </Button>
              )}
              {onRemove && (
                <Button
                  type="link"
                  danger
                  aria-label={t('removeLabel', { name: row.Name })}
                  onClick={() => onRemove(row)}
                >
                  {t('actions.remove')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
