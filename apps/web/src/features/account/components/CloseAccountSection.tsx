import type { UserInfo } from '@gpucloud/contracts';
import { maskPhone } from '@gpucloud/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AgreementVersion } from '../../../shared/agreements/AgreementVersion';
import { VerifyCodeField } from '../../../shared/forms/VerifyCodeField';
import { clearSession } from '../../../shared/session';
import { useMessage } from '../../../shared/ui/feedback';
import { useUnregister, useUnregisterCheck } from '../hooks';
import { blockerLabelKey } from '../subAccountForms';

interface CloseForm {
  verify_code: string;
  agree?: boolean;
}

/**
 * Closing a main account: ask the server what still blocks it; with nothing left, an SMS code to
 * the account's phone and the accepted agreement close it. The session ends with the account, so
 * it is forgotten here as logging out does, and the visitor lands on the store.
 */
export function CloseAccountSection({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<CloseForm>();
  const agreed = Form.useWatch('agree', form) === true;
  const check = useUnregisterCheck();
  const unregister = useUnregister();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const message = useMessage();

  const close = (values: CloseForm) =>
    unregister.mutate(values.verify_code.trim(), {
      onSuccess: () => {
        clearSession();
        queryClient.clear();
        void message.success(t('close.done'));
        void navigate('/store', { replace: true });
      },
    });

  return (
    <section aria-labelledby="close-account-title" style={{ marginTop: 32 }}>
      <Card>
        <h2 id="close-account-title" style={{ fontSize: 16, margin: '0 0 8px', color: 'var(--price-text)' }}>
          {t('close.title')}
        </h2>
        <p style={{ color: 'rgba(0,0,0,0.65)' }}>{t('close.intro')}</p>
        <Button onClick={() => check.mutate()} loading={check.isPending}>
          {check.isPending ? t('close.checking') : t('close.check')}
        </Button>
        {check.data && !check.data.CanUnregister && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 16 }}
            title={t('close.blockedTitle')}
            description={
              <>
                <p style={{ margin: '0 0 4px' }}>{t('close.blockedBody')}</p>
                <ul aria-label={t('close.blockedTitle')} style={{ margin: 0, paddingInlineStart: 20 }}>
                  {check.data.Blockers.map((blocker) => (
                    <li key={blocker.Kind}>
                      <strong>{t(blockerLabelKey(blocker.Kind))}</strong>
                      {blocker.Detail && `: ${blocker.Detail}`}
                    </li>
                  ))}
                </ul>
              </>
            }
          />
        )}
        {check.data?.CanUnregister && (
          <div style={{ marginTop: 16, maxWidth: 480 }}>
            <Alert
              type="success"
              showIcon
              title={t('close.readyTitle')}
              description={t('close.readyBody', { phone: maskPhone(info.Phone) })}
            />
            <Form<CloseForm>
              form={form}
              name="unregister"
              layout="vertical"
              onFinish={close}
              style={{ marginTop: 16 }}
            >
              <VerifyCodeField formName="unregister" purpose="unregister" getPhone={async () => info.Phone} />
              <Form.Item name="agree" valuePropName="checked">
                <Checkbox>
                  {t('close.agree')}{' '}
                  <Link to="/unregisterAgreement" target="_blank" rel="noopener">
                    {t('close.agreement')}
                  </Link>
                  <AgreementVersion agreementKey="unregister" />
                </Checkbox>
              </Form.Item>
              <Button
                type="primary"
                danger
                htmlType="submit"
                disabled={!agreed}
                loading={unregister.isPending}
              >
                {t('close.submit')}
              </Button>
            </Form>
          </div>
        )}
      </Card>
    </section>
  );
}
