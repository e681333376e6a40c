import { PlusOutlined } from '@ant-design/icons';
import { CUSTOM_IMAGE_QUOTA, type OwnCustomImage } from '@gpucloud/contracts';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { useToast } from '../../../shared/ui/toast';
import styles from '../components/CustomImages.module.css';
import { OwnImagesTable, SharedImagesTable } from '../components/ImageTables';
import { SaveImageDialog } from '../components/SaveImageDialog';
import { ShareImageDialog } from '../components/ShareImageDialog';
import { useCustomImages, useDeleteImage, useSharedImages } from '../hooks';
import { quotaFull } from '../quota';
import '../i18n';

/**
 * /console/customizeImage (issue 17): the caller's images (saved from stopped instances, creating
 * until ready), the quota, sharing by phone and deleting; and the images shared with the caller.
 */
export function CustomImagesPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('images');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const own = useCustomImages();
  const shared = useSharedImages();
  const remove = useDeleteImage();
  const [saving, setSaving] = useState(false);
  const [sharingId, setSharingId] = useState<number | null>(null);
  const sharing = own.data?.list.find((image) => image.CustomImageId === sharingId) ?? null;
  const quota = own.data?.Quota;
  // The server's own rule: no save once the images reach the count or fill the size.
  const full = quota ? quotaFull(quota) : null;

  const confirmDelete = (image: OwnCustomImage) =>
    void modal.confirm({
      title: t('remove.title', { name: image.Name }),
      content: t('remove.body'),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync({ image_id: image.CustomImageId })
          .then(() => toast.success(t('remove.done', { name: image.Name })))
          .catch(() => undefined),
    });

  return (
    <>
      <PageTitle title={tShell('shell.pages.customizeImage')}>{t('intro', CUSTOM_IMAGE_QUOTA)}</PageTitle>
      {holder}
      <div className={styles.toolbar}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          disabled={full !== null}
          onClick={() => setSaving(true)}
        >
          {t('toolbar.save')}
        </Button>
        {quota && (
          <Typography.Text type="secondary">
            {full
              ? t(`toolbar.${full}`, { maxCount: quota.MaxCount, maxTotalGb: quota.MaxTotalGb })
              : t('quota', {
                  count: quota.UsedCount,
                  maxCount: quota.MaxCount,
                  gb: quota.UsedGb,
                  maxTotalGb: quota.MaxTotalGb,
                })}
          </Typography.Text>
        )}
      </div>
      <section aria-labelledby="own-images-title" className={styles.section}>
        <h2 id="own-images-title" className={styles.sectionTitle}>
          {t('own.title')}
        </h2>
        <OwnImagesTable
          images={own.data?.list ?? []}
          loading={own.isPending}
          onShare={(image) => setSharingId(image.CustomImageId)}
          onDelete={confirmDelete}
        />
      </section>
      <section aria-labelledby="shared-images-title" className={styles.section}>
        <h2 id="shared-images-title" className={styles.sectionTitle}>
          {t('shared.title')}
        </h2>
        <SharedImagesTable images={shared.data?.list ?? []} loading={shared.isPending} />
      </section>
      {saving && <SaveImageDialog onClose={() => setSaving(false)} />}
      {sharing && <ShareImageDialog image={sharing} onClose={() => setSharingId(null)} />}
    </>
  );
}
