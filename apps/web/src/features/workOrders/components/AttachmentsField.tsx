import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachmentUploader } from './AttachmentUploader';
import type { AttachmentUploads } from './useAttachmentUploads';

/** The attachments field of a message being written (a new ticket or a reply); `id` labels its file input. */
export function AttachmentsField({ uploads, id }: { uploads: AttachmentUploads; id: string }) {
  const { t } = useTranslation('workOrders');
  return (
    <Form.Item label={t('submit.attachments')} htmlFor={id}>
      <AttachmentUploader uploads={uploads} id={id} />
    </Form.Item>
  );
}
