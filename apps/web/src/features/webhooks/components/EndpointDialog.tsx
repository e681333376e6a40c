import {
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  type WebhookEndpointRow,
  type WebhookEvent,
  webhookFields,
} from '@gpucloud/contracts';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { eventLabel } from '../eventLabel';
import { useCreateWebhook, useUpdateWebhook, type WebhookSecretAnswer } from '../hooks';

const FORM_ID = 'webhook-endpoint';

interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}

/**
 * Adds an endpoint (then the page shows its secret once) or edits one. The server resolves the
 * URL's host and refuses private targets; its reason shows in the dialog.
 */
export function EndpointDialog({
  editing,
  onClose,
  onCreated,
}: {
  editing: WebhookEndpointRow | null;
  onClose: () => void;
  onCreated: (answer: WebhookSecretAnswer) => void;
}) {
  const { t } = useTranslation('webhooks');
  const zodRules = useZodRules();
  const toast = useToast();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const mutation = editing ? update : create;

  const submit = (values: EndpointValues) => {
    if (editing)
      update.mutate(
        { endpoint_id: editing.EndpointId, ...values },
        {
          onSuccess: () => {
            toast.success(t('form.saved'));
            onClose();
          },
        },
      );
    else
      create.mutate(values, {
        onSuccess: (answer) => {
          toast.success(t('form.added'));
          onCreated(answer);
        },
      });
  };

  return (
    <FormDialog<EndpointValues>
      formId={FORM_ID}
      name={FORM_ID}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      okText={editing ? t('form.submitEdit') : t('form.submitAdd')}
      cancelText={t('cancel')}
      pending={mutation.isPending}
      onClose={onClose}
      initialValues={
        editing
          ? { url: editing.Url, description: editing.Description, events: editing.Events }
          : { url: '', description: '', events: [...WEBHOOK_EVENTS] }
      }
      onFinish={submit}
      onValuesChange={() => mutation.reset()}
      width={640}
    >
      <Form.Item
        name="url"
        label={t('form.url')}
        extra={t('form.urlHint')}
        validateFirst
        rules={zodRules(webhookFields.url, { label: t('form.url'), name: t('form.urlName') })}
      >
        <Input
          type="url"
          inputMode="url"
          maxLength={WEBHOOK_LIMITS.urlMax}
          autoComplete="off"
          placeholder="https://example.com/webhooks/gpucloud"
          autoFocus
        />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input maxLength={WEBHOOK_LIMITS.descriptionMax} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('form.events')}
        // A validator, not `required`: antd would put aria-required on the checkbox group, which ARIA
        // does not allow on a group (axe: aria-allowed-attr).
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (!Array.isArray(value) || value.length === 0) throw new Error(t('form.eventsRequired'));
            },
          },
        ]}
      >
        <Checkbox.Group
          aria-label={t('form.events')}
          options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: eventLabel(t, event) }))}
        />
      </Form.Item>
      {mutation.error && <Alert type="error" showIcon role="alert" title={mutation.error.message} />}
    </FormDialog>
  );
}
