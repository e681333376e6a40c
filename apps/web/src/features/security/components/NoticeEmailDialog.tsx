import { changeNoticeEmailRequest } from '@gpucloud/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useChangeNoticeEmail } from '../hooks';

const FORM_NAME = 'notice-email';

type Values = { email: string; code?: string };

/**
 * The notice email in two steps: the address (the server mails it a code), then the code. Going
 * back to another address asks for a new code.
 */
export function NoticeEmailDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const change = useChangeNoticeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = ({ email, code }: Values) => {
    if (sentTo === null) {
      const address = email.trim().toLowerCase();
      change.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
      return;
    }
    change.mutate(
      { email: sentTo, code: code?.trim() },
      {
        onSuccess: ({ NoticeEmail }) => {
          toast.success(t('noticeEmail.changed', { email: NoticeEmail ?? sentTo }));
          onClose();
        },
      },
    );
  };

  const footer =
    sentTo === null ? (
      <>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="primary" htmlType="submit" form={FORM_NAME} loading={change.isPending}>
          {t('noticeEmail.sendCode')}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => setSentTo(null)}>{t('noticeEmail.otherAddress')}</Button>
        <Button type="primary" htmlType="submit" form={FORM_NAME} loading={change.isPending}>
          {t('noticeEmail.confirm')}
        </Button>
      </>
    );

  return (
    <FormDialog<Values>
      formId={FORM_NAME}
      name={FORM_NAME}
      form={form}
      title={t('noticeEmail.dialogTitle')}
      footer={footer}
      pending={change.isPending}
      onClose={onClose}
      initialValues={{ email: current ?? '' }}
      onFinish={submit}
    >
      <Form.Item
        label={t('noticeEmail.email')}
        name="email"
        rules={zodRules(changeNoticeEmailRequest.shape.email, {
          label: t('noticeEmail.email'),
          name: t('noticeEmail.emailName'),
        })}
        validateFirst
      >
        <Input type="email" autoComplete="email" disabled={sentTo !== null} />
      </Form.Item>
      {sentTo !== null && (
        <>
          <Typography.Paragraph type="secondary" role="status">
            {t('noticeEmail.codeSentTo', { email: sentTo })}
          </Typography.Paragraph>
          <Form.Item
            label={t('noticeEmail.code')}
            name="code"
            rules={zodRules(changeNoticeEmailRequest.shape.code, {
              label: t('noticeEmail.code'),
              name: t('noticeEmail.codeName'),
            })}
            validateFirst
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('noticeEmail.codePlaceholder')}
            />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
