import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgreementVersion } from '../../../shared/agreements/AgreementVersion';
import { VERIFICATION_PATHS } from '../../../shared/routing/verificationPaths';

/**
 * "I have read and accept the verification agreement", the agreement opening beside the form; a
 * submission needs it (the contract's `agreement: true`). The field is `agreement` of its form.
 */
export function AgreementField() {
  const { t } = useTranslation('verification');
  return (
    <Form.Item
      name="agreement"
      valuePropName="checked"
      rules={[
        {
          validator: async (_rule, value: unknown) => {
            if (value !== true) throw new Error(t('agreement.required'));
          },
        },
      ]}
    >
      <Checkbox>
        {t('agreement.accept')}{' '}
        <Link to={VERIFICATION_PATHS.agreement} target="_blank" rel="noopener">
          {t('agreement.link')}
        </Link>
        <AgreementVersion agreementKey="verify" />
      </Checkbox>
    </Form.Item>
  );
}
