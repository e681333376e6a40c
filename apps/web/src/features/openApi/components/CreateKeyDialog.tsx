import { ACCESS_KEY_LIMITS, API_SCOPES, accessKeyCreateRequest } from '@gpucloud/contracts';
import { Alert, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { type KeyWithSecret, useCreateKey } from '../hooks';
import { parseIpAllowList } from '../ipList';
import { type CreateKeyValues, createKeyBody, EXPIRY_CHOICES, spendCapIssue } from '../keyForm';
import styles from './OpenApi.module.css';

const FORM_ID = 'access-key-create';

/**
 * Makes a key: its name, scopes (billing only for a main account: the server refuses it to a
 * sub-account), expiry, allowed addresses and monthly spend cap. The answer, with the secret, goes
 * straight to `onCreated`; nothing of it stays here.
 */
export function CreateKeyDialog({
  subAccount,
  onCreated,
  onClose,
}: {
  subAccount: boolean;
  onCreated: (answer: KeyWithSecret) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('openApi');
  const zodRules = useZodRules();
  const create = useCreateKey();
  const maxAddresses = ACCESS_KEY_LIMITS.ipAllowListMax;

  const submit = (values: CreateKeyValues) => {
    const ipList = parseIpAllowList(values.ipAllowList ?? '');
    if (!ipList.ok) return;
    create.mutate(createKeyBody(values, ipList), { onSuccess: onCreated });
  };

  return (
    <FormDialog<CreateKeyValues>
      formId={FORM_ID}
      name={FORM_ID}
      title={t('createDialog.title')}
      okText={t('createDialog.submit')}
      cancelText={t('cancel')}
      pending={create.isPending}
      onClose={onClose}
      initialValues={{ name: '', scopes: ['read'], expiry: 'never', ipAllowList: '', spendCap: '' }}
      onFinish={submit}
      onValuesChange={() => create.reset()}
    >
      <Form.Item
        name="name"
        label={t('createDialog.name')}
        extra={t('createDialog.nameHint')}
        validateFirst
        rules={zodRules(accessKeyCreateRequest.shape.name, {
          label: t('createDialog.name'),
          name: t('createDialog.nameName'),
        })}
      >
        <Input maxLength={ACCESS_KEY_LIMITS.nameMax} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="scopes"
        label={t('createDialog.scopes')}
        extra={subAccount ? t('createDialog.billingMainOnly') : undefined}
        // A validator, not `required`: antd would put aria-required on the checkbox group, which ARIA
        // does not allow on a group (axe: aria-allowed-attr).
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (!Array.isArray(value) || value.length === 0)
                throw new Error(t('createDialog.scopesRequired'));
            },
          },
        ]}
      >
        <Checkbox.Group aria-label={t('createDialog.scopes')} className={styles.stack}>
          {API_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} disabled={scope === 'billing' && subAccount}>
              {t(`scopes.${scope}`)} <span className={styles.secondary}>{t(`scopeHints.${scope}`)}</span>
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Form.Item>
      <Form.Item name="expiry" label={t('createDialog.expiry')}>
        <Select
          options={EXPIRY_CHOICES.map((choice) => ({
            value: choice,
            label:
              choice === 'never'
                ? t('createDialog.expiryNever')
                : t('createDialog.expiryDays', { days: choice }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="ipAllowList"
        label={t('createDialog.addresses')}
        extra={t('createDialog.addressesHint', { max: maxAddresses })}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const ipList = parseIpAllowList(value ?? '', maxAddresses);
              if (ipList.ok) return;
              throw new Error(
                ipList.issue === 'badLine'
                  ? t('createDialog.addressBadLine', { line: ipList.line, text: ipList.text })
                  : t('createDialog.addressTooMany', { max: ipList.max }),
              );
            },
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          autoComplete="off"
          spellCheck={false}
          placeholder={'203.0.113.7\n198.51.100.0/24'}
          className={styles.secretField}
        />
      </Form.Item>
      <Form.Item
        name="spendCap"
        label={t('createDialog.spendCap')}
        extra={t('createDialog.spendCapHint')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const issue = spendCapIssue(value ?? '');
              if (issue === 'format') throw new Error(t('createDialog.spendCapFormat'));
              if (issue === 'range') throw new Error(t('createDialog.spendCapRange'));
            },
          },
        ]}
      >
        <Input inputMode="decimal" prefix="¥" autoComplete="off" maxLength={16} />
      </Form.Item>
      {create.error && <Alert type="error" showIcon role="alert" title={create.error.message} />}
    </FormDialog>
  );
}
