import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { VerificationFile } from '@gpucloud/contracts';
import { Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../workOrders/FileList';
import styles from './Verifications.module.css';

/**
 * The documents of a record: images inline (larger than a ticket's, to be read), PDFs and the rest
 * as downloads. `url` is signed and same-origin, so neither needs the session.
 */
export function VerificationFiles({ files }: { files: readonly VerificationFile[] }) {
  const { t } = useTranslation('opsVerifications');
  if (files.length === 0)
    return <Typography.Paragraph type="secondary">{t('detail.noDocuments')}</Typography.Paragraph>;
  const images = files.filter((file) => file.is_image);
  const others = files.filter((file) => !file.is_image);
  return (
    <>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <div className={styles.images}>
            {images.map((file) => (
              <Image
                key={file.id}
                src={file.url}
                alt={file.name}
                width={200}
                height={140}
                className={styles.thumb}
              />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {others.length > 0 && (
        <ul className={styles.downloads}>
          {others.map((file) => (
            <li key={file.id}>
              {file.content_type === 'application/pdf' ? (
                <FilePdfOutlined aria-hidden />
              ) : (
                <PaperClipOutlined aria-hidden />
              )}{' '}
              <a href={file.url} download={file.name}>
                {file.name}
              </a>{' '}
              <span className={styles.muted}>({fileSize(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
