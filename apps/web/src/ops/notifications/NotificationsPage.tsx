import { opsSendNotificationRequest, phoneField } from '@gpucloud/contracts';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import '../content/i18n';
import { PageHead } from '../layout/PageHead';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { ConfirmSendDialog } from './ConfirmSendDialog';
import { useCountRecipients, useSendNotification } from './hooks';
import styles from './NotificationsPage.module.css';
import { audienceOf, type NotificationFormValues, notificationOf } from './notificationForm';

const FIELDS = ['target', 'phone', 'vip_level', 'title', 'original', 'link'] as const;
const shape = opsSendNotificationRequest.shape;
const LEVELS = [0, 1, 2, 3, 4] as const;

/** /ops/notifications (support): one account by phone, a membership level or everyone; confirmed with the count. */
export function NotificationsPage() {
  const { t } = useTranslation('opsContent');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<NotificationFormValues>();
  const target = Form.useWatch('target', form) ?? 'user';
  const count = useCountRecipients();
  const send = useSendNotification();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const [review, setReview] = useState<{ values: NotificationFormValues; recipients: number } | null>(null);
  const rules = (field: 'phone' | 'title' | 'original') =>
    zodRules(field === 'phone' ? phoneField : shape[field], {
      label: t(field === 'title' ? 'notifications.titleField' : `notifications.${field}`),
      name: t(`notifications.${field}Name`),
    });

  const ask = (values: NotificationFormValues) =>
    count.mutate(audienceOf(values), {
      onSuccess: ({ recipients }) => setReview({ values, recipients }),
      onError: showOnFields,
    });

  const confirm = (values: NotificationFormValues) =>
    send.mutate(notificationOf(values), {
      onSuccess: ({ recipients }) => {
        toast.success(t('notifications.confirm.done', { count: recipients }));
        setReview(null);
        form.resetFields();
      },
      onError: (error) => {
        setReview(null);
        showOnFields(error);
      },
    });

  return (
    <>
      <PageHead title={t('notifications.title')} intro={t('notifications.intro')} />
      <Form<NotificationFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        className={styles.form}
        initialValues={{ target: 'user', vip_level: 0, also_message: false }}
        onFinish={ask}
      >
        <Form.Item name="target" label={t('notifications.target')}>
          <Radio.Group
            options={(['user', 'level', 'all'] as const).map((value) => ({
              value,
              label: t(`notifications.targets.${value}`),
            }))}
          />
        </Form.Item>
        {target === 'user' ? (
          <Form.Item name="phone" label={t('notifications.phone')} rules={rules('phone')} validateFirst>
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
        ) : null}
        {target === 'level' ? (
          <Form.Item name="vip_level" label={t('notifications.vip_level')}>
            <Select
              options={LEVELS.map((level) => ({ value: level, label: t(`notifications.levels.${level}`) }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="title" label={t('notifications.titleField')} rules={rules('title')} validateFirst>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item
          name="original"
          label={t('notifications.original')}
          rules={rules('original')}
          validateFirst
        >
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="link" label={t('notifications.link')} extra={t('notifications.linkHint')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="also_message" valuePropName="checked">
          <Checkbox>{t('notifications.alsoMessage')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={count.isPending}>
          {t('notifications.review')}
        </Button>
      </Form>
      {review ? (
        <ConfirmSendDialog
          values={review.values}
          recipients={review.recipients}
          pending={send.isPending}
          onConfirm={() => confirm(review.values)}
          onClose={() => setReview(null)}
        />
      ) : null}
    </>
  );
}
