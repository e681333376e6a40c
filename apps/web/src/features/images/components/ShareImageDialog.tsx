import type { OwnCustomImage } from '@gpucloud/contracts';
import { PHONE_PATTERN } from '@gpucloud/domain';
import { Button, Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useToast } from '../../../shared/ui/toast';
import { useShareImage, useUnshareImage } from '../hooks';

const FORM_ID = 'image-share';

interface ShareValues {
  phone: string;
}

/** Shares an own image with another main account by phone, and lists whom it is shared with. */
export function ShareImageDialog({ image, onClose }: { image: OwnCustomImage; onClose: () => void }) {
  const { t } = useTranslation('images');
  const toast = useToast();
  const [form] = Form.useForm<ShareValues>();
  const share = useShareImage();
  const unshare = useUnshareImage();

  const submit = async (values: ShareValues) => {
    const phone = values.phone.trim();
    try {
      await share.mutateAsync({ image_id: image.CustomImageId, phone });
      toast.success(t('share.shared', { phone }));
      form.resetFields();
    } catch {
      // the API client has told the reason
    }
  };

  const stop = (phone: string) =>
    unshare.mutate(
      { image_id: image.CustomImageId, phone },
      { onSuccess: () => toast.success(t('share.unshared', { phone })) },
    );

  return (
    <FormDialog<ShareValues>
      formId={FORM_ID}
      form={form}
      title={t('share.title', { name: image.Name })}
      okText={t('share.submit')}
      pending={share.isPending}
      onClose={onClose}
      onFinish={(values) => void submit(values)}
      intro={<Typography.Paragraph type="secondary">{t('share.note')}</Typography.Paragraph>}
      outro={
        image.SharedWith.length > 0 && (
          <List
            header={t('share.current')}
            size="small"
            dataSource={image.SharedWith}
            renderItem={(share) => (
              <List.Item
                actions={[
                  <Button
                    key="unshare"
                    size="small"
                    aria-label={t('share.unshare', { phone: share.Phone })}
                    loading={unshare.isPending}
                    onClick={() => stop(share.Phone)}
                  >
                    {t('share.stopShort')}
                  </Button>,
                ]}
              >
                {share.Phone}
              </List.Item>
            )}
          />
        )
      }
    >
      <Form.Item
        name="phone"
        label={t('share.phone')}
        rules={[{ required: true, pattern: PHONE_PATTERN, message: t('share.phoneInvalid') }]}
      >
        <Input inputMode="tel" maxLength={11} autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
