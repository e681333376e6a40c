import type { PartnerInfo } from '@gpucloud/contracts';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { VERIFICATION_PATHS } from '../../../shared/routing/verificationPaths';
import { useToast } from '../../../shared/ui/toast';
import { useApplyAsPartner } from '../hooks';
import { PartnerTerms } from './PartnerTerms';

const FORM_ID = 'become-partner';
const NOTE_MAX = 300;

interface Values {
  agreement: boolean;
  note: string;
}

/**
 * The become-partner prompt (SPEC §3: the `showBecomeSalesPartnerModal` flag): the programme's
 * terms, their acceptance and an optional note, then the application. Without a passed
 * verification it says so and points there instead.
 */
export function BecomePartnerModal({ info, onClose }: { info: PartnerInfo; onClose: () => void }) {
  const { t } = useTranslation('partners');
  const toast = useToast();
  const apply = useApplyAsPartner();

  const submit = ({ note }: Values) =>
    apply.mutate(
      { agreement: true, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('apply.applied'));
          onClose();
        },
      },
    );

  return (
    <FormDialog<Values>
      formId={FORM_ID}
      name={FORM_ID}
      title={t('apply.title')}
      okText={t('apply.submit')}
      cancelText={t('cancel')}
      okDisabled={!info.verified}
      pending={apply.isPending}
      onClose={onClose}
      intro={
        <>
          <p>{t('prompt.body')}</p>
          <PartnerTerms terms={info.terms} />
        </>
      }
      initialValues={{ agreement: false, note: '' }}
      onFinish={submit}
      outro={
        info.verified ? null : (
          <Alert
            type="warning"
            showIcon
            title={t('prompt.verifyTitle')}
            description={
              <>
                {t('prompt.verifyBody')} <Link to={VERIFICATION_PATHS.select}>{t('prompt.verifyLink')}</Link>
              </>
            }
          />
        )
      }
    >
      {info.verified && (
        <>
          <Form.Item
            name="agreement"
            valuePropName="checked"
            rules={[
              {
                validator: async (_rule, checked: boolean) => {
                  if (!checked) throw new Error(t('apply.agreementRequired'));
                },
              },
            ]}
          >
            <Checkbox>{t('apply.agreement')}</Checkbox>
          </Form.Item>
          <Form.Item name="note" label={t('apply.note')}>
            <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
          </Form.Item>
          {apply.error && <Alert type="error" showIcon role="alert" title={apply.error.message} />}
        </>
      )}
    </FormDialog>
  );
}
