import { PaperClipOutlined } from '@ant-design/icons';
import type { WorkOrderFile } from '@gpucloud/contracts';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../uploads';
import styles from './WorkOrders.module.css';

const THUMB_SIZE = 96;

/**
 * The files of one message: images inline with antd's preview, everything else as a download link.
 * `url` is a signed same-origin address, so the page's img-src 'self' lets the images in.
 */
export function FileAttachments({ files }: { files: readonly WorkOrderFile[] }) {
  const { t } = useTranslation('workOrders');
  if (files.length === 0) return null;
  const images = files.filter((file) => file.is_image);
  const others = files.filter((file) => !file.is_image);
  return (
    <div>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <div className={styles.thumbs}>
            {images.map((file) => (
              <Image
                key={file.id}
                src={file.url}
                alt={file.name}
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                className={styles.thumb}
              />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {others.length > 0 && (
        <ul className={styles.files}>
          {others.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name} aria-label={t('detail.download', { name: file.name })}>
                <PaperClipOutlined aria-hidden /> {file.name}
              </a>{' '}
              <span className={styles.muted}>{formatBytes(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
