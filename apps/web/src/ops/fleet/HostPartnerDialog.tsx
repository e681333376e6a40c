import { type FleetHost, opsHostPartnerRequest } from '@gpucloud/contracts';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { useSetHostPartner } from './hooks';
import {
  type HostPartnerValues,
  hostPartnerRequestOf,
  hostPartnerValuesOf,
  isPartnerIdText,
} from './hostPartner';
import { useHostOwner } from './useHostOwner';

const FIELDS = ['partner_user_id', 'share_percent'] as const;

/** Registers a host as a machine partner's, with the partner's share, or gives it back to the platform. */
export function HostPartnerDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const { form, done } = useFormDialog<HostPartnerValues>(FIELDS, onClose);
  const rules = useSchemaRules(opsHostPartnerRequest.shape, ['share_percent'], t, 'hosts.fields');
  const setPartner = useSetHostPartner();
  const owner = useHostOwner();
  const name = host.Name;
  const submit = (values: HostPartnerValues) => {
    const request = hostPartnerRequestOf(host.Id, values);
    const message =
      'partner_user_id' in request
        ? t('hosts.partner.done', { name, id: request.partner_user_id, share: request.share_percent })
        : t('hosts.partner.donePlatform', { name });
    setPartner.mutate(request, done(message));
  };

  return (
    <FormDialog<HostPartnerValues>
      formId="ops-fleet-host-partner"
      form={form}
      title={t('hosts.partner.title', { name })}
      cancelText={t('cancel')}
      okText={t('hosts.partner.submit')}
      pending={setPartner.isPending}
      onClose={onClose}
      initialValues={hostPartnerValuesOf(host)}
      intro={<p>{t('hosts.partner.current', { owner: owner(host) })}</p>}
      outro={<Alert type="info" showIcon title={t('hosts.partner.when')} />}
      onFinish={submit}
    >
      <Form.Item
        name="partner_user_id"
        label={t('hosts.fields.partner_user_id')}
        extra={t('hosts.partner.userIdHint')}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (!isPartnerIdText(String(value ?? ''))) throw new Error(t('hosts.partner.userIdInvalid'));
            },
          },
        ]}
      >
        <Input inputMode="numeric" autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="share_percent"
        label={t('hosts.fields.share_percent')}
        rules={rules('share_percent')}
        validateFirst
      >
        <Input inputMode="numeric" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
