import { PlusOutlined } from '@ant-design/icons';
import { WEBHOOK_LIMITS, type WebhookEndpointRow } from '@gpucloud/contracts';
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { useToast } from '../../../shared/ui/toast';
import { DeliveriesTable } from '../components/DeliveriesTable';
import { EndpointDialog } from '../components/EndpointDialog';
import { EndpointsTable } from '../components/EndpointsTable';
import { SecretDialog } from '../components/SecretDialog';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useSetWebhookEnabled,
  useWebhooks,
} from '../hooks';
import '../i18n';

type Editing = { kind: 'new' } | { kind: 'edit'; row: WebhookEndpointRow } | null;

/**
 * /console/webhooks (issue 45): the main account's endpoints; add or edit one in a dialog (the
 * secret then shows once), pause or enable, rotate the secret, send a test event, delete, and the
 * deliveries of the chosen endpoint below with their answers and retries.
 */
export function WebhooksPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('webhooks');
  const toast = useToast();
  const endpoints = useWebhooks();
  const toggle = useSetWebhookEnabled();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestWebhook();
  const remove = useDeleteWebhook();
  const [modal, holder] = Modal.useModal();
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  const rows = endpoints.data?.list ?? [];
  const max = endpoints.data?.max ?? WEBHOOK_LIMITS.perAccount;
  const shownRow = rows.find((row) => row.EndpointId === shown) ?? null;

  const actions = {
    onToggle: (row: WebhookEndpointRow, enabled: boolean) =>
      toggle.mutate(
        { endpoint_id: row.EndpointId, enabled },
        { onSuccess: () => toast.success(enabled ? t('toggled.on') : t('toggled.off')) },
      ),
    onEdit: (row: WebhookEndpointRow) => setEditing({ kind: 'edit', row }),
    onRotate: (row: WebhookEndpointRow) =>
      void modal.confirm({
        title: t('rotateDialog.title', { url: row.Url }),
        content: t('rotateDialog.body'),
        okText: t('rotateDialog.confirm'),
        cancelText: t('cancel'),
        onOk: () =>
          rotate
            .mutateAsync(row.EndpointId)
            .then((answer) => setSecret(answer.secret))
            .catch(() => undefined),
      }),
    onTest: (row: WebhookEndpointRow) =>
      sendTest.mutate(row.EndpointId, {
        onSuccess: ({ delivery }) => {
          setShown(row.EndpointId);
          if (delivery.State === 'delivered')
            toast.success(t('testSent.delivered', { code: delivery.StatusCode }));
          else toast.info(t('testSent.failed', { why: delivery.ResponseExcerpt || delivery.StatusCode }));
        },
      }),
    onShowDeliveries: (row: WebhookEndpointRow) => setShown(row.EndpointId),
    onDelete: (row: WebhookEndpointRow) =>
      void modal.confirm({
        title: t('deleteDialog.title', { url: row.Url }),
        content: t('deleteDialog.body'),
        okText: t('deleteDialog.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('cancel'),
        onOk: () =>
          remove
            .mutateAsync(row.EndpointId)
            .then(() => {
              if (shown === row.EndpointId) setShown(null);
              toast.success(t('deleteDialog.done'));
            })
            .catch(() => undefined),
      }),
  };

  const body = () => {
    if (endpoints.isError)
      return (
        <Alert
          type="warning"
          showIcon
          title={t('table.loadFailed')}
          description={endpoints.error.message}
          action={<Button onClick={() => void endpoints.refetch()}>{t('retry')}</Button>}
        />
      );
    if (!endpoints.data) return <Spin aria-label={t('table.label')} />;
    return (
      <EndpointsTable
        rows={rows}
        loading={endpoints.isFetching}
        testing={sendTest.isPending ? (sendTest.variables ?? null) : null}
        actions={actions}
      />
    );
  };

  return (
    <>
      <PageTitle title={tShell('shell.pages.webhooks')}>{t('intro')}</PageTitle>
      {holder}
      <Space style={{ marginBottom: 16 }} wrap>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={!endpoints.data || rows.length >= max}
          onClick={() => setEditing({ kind: 'new' })}
        >
          {t('toolbar.add')}
        </Button>
        {endpoints.data && (
          <Typography.Text type="secondary">
            {t('toolbar.count', { count: rows.length, max })}
          </Typography.Text>
        )}
      </Space>
      {body()}
      {shownRow && <DeliveriesTable endpointId={shownRow.EndpointId} url={shownRow.Url} />}
      {editing && (
        <EndpointDialog
          editing={editing.kind === 'edit' ? editing.row : null}
          onClose={() => setEditing(null)}
          onCreated={(answer) => {
            setEditing(null);
            setShown(answer.endpoint.EndpointId);
            setSecret(answer.secret);
          }}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}
