import type { AccessKeyRow } from '@gpucloud/contracts';
import { Alert, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { type KeyWithSecret, useRotateKey } from '../hooks';
import { GRACE_HOURS_CHOICES, type GraceHours } from '../keyForm';

const FORM_ID = 'access-key-rotate';

/** One day: long enough to roll a new secret out, short enough that a leaked one dies soon. */
const DEFAULT_GRACE: GraceHours = 24;

/** Gives `row` a new secret; the old one keeps working for the chosen grace period. */
export function RotateDialog({
  row,
  onRotated,
  onClose,
}: {
  row: AccessKeyRow;
  onRotated: (answer: KeyWithSecret) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('openApi');
  const rotate = useRotateKey();

  return (
    <FormDialog<{ graceHours: GraceHours }>
      formId={FORM_ID}
      name={FORM_ID}
      title={t('rotateDialog.title', { name: row.Name })}
      okText={t('rotateDialog.submit')}
      cancelText={t('cancel')}
      pending={rotate.isPending}
      onClose={onClose}
      requiredMark
      intro={<p>{t('rotateDialog.body')}</p>}
      initialValues={{ graceHours: DEFAULT_GRACE }}
      onFinish={({ graceHours }) =>
        rotate.mutate({ access_key_id: row.AccessKeyId, grace_hours: graceHours }, { onSuccess: onRotated })
      }
      onValuesChange={() => rotate.reset()}
    >
      <Form.Item name="graceHours" label={t('rotateDialog.grace')}>
        <Radio.Group
          aria-label={t('rotateDialog.grace')}
          options={GRACE_HOURS_CHOICES.map((hours) => ({
            value: hours,
            label: t(`rotateDialog.graceHours.${hours}`),
          }))}
        />
      </Form.Item>
      {rotate.error && <Alert type="error" showIcon role="alert" title={rotate.error.message} />}
    </FormDialog>
  );
}
