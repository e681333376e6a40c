import type { Template } from '@gpucloud/contracts';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import './i18n';

/** The desk's columns: the launch settings (secret values as the server's mask), state and the row's actions. */
export function useTemplateColumns(actions: {
  onEdit: (template: Template) => void;
  onPublish: (template: Template, published: boolean) => void;
  onRemove: (template: Template) => void;
}): TableColumnsType<Template> {
  const { t, i18n } = useTranslation('opsTemplates');
  const english = !i18n.language.startsWith('zh');
  return [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, row) => (
        <>
          <strong>{row.Name}</strong>
          <div>{english ? row.DescriptionEn : row.Description}</div>
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
      key: 'env',
      title: t('columns.env'),
      render: (_, row) =>
        row.Env.length === 0
          ? t('none')
          : row.Env.map((entry) => (
              <div key={entry.Name}>
                <code>{`${entry.Name}=${entry.Value}`}</code>
                {entry.Secret ? <Tag style={{ marginInlineStart: 4 }}>{t('secretTag')}</Tag> : null}
              </div>
            )),
    },
    {
      key: 'ports',
      title: t('columns.ports'),
      render: (_, row) => row.Ports.map((entry) => `${entry.Port} ${entry.Label}`).join(', ') || t('none'),
    },
    { key: 'disk', title: t('columns.disk'), render: (_, row) => t('diskGb', { gb: row.DiskGb }) },
    {
      key: 'state',
      title: t('columns.state'),
      render: (_, row) => (
        <Tag color={row.Published ? 'green' : 'default'}>{row.Published ? t('published') : t('draft')}</Tag>
      ),
    },
    { key: 'updated', title: t('columns.updated'), render: (_, row) => formatDateTime(row.UpdateAt) },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, row) => (
        <Space wrap size="small">
          <Button
            size="small"
            aria-label={t('labels.edit', { name: row.Name })}
            onClick={() => actions.onEdit(row)}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="small"
            aria-label={t(row.Published ? 'labels.unpublish' : 'labels.publish', { name: row.Name })}
            onClick={() => actions.onPublish(row, !row.Published)}
          >
            {row.Published ? t('actions.unpublish') : t('actions.publish')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('labels.remove', { name: row.Name })}
            onClick={() => actions.onRemove(row)}
          >
            {t('actions.remove')}
          </Button>
        </Space>
      ),
    },
  ];
}
