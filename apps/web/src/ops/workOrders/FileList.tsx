import { FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { WorkOrderFile } from '@gpucloud/contracts';
import { Image } from 'antd';
import styles from './WorkOrders.module.css';

/** "12.3 KB": a file's size as people read it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Files of a ticket, a message or a verification: images inline with a preview (`thumb` pixels;
 * documents to be read get larger ones), the rest as downloads. `url` is a signed same-origin
 * address, so neither needs the session.
 */
export function FileList({
  files,
  thumb = { width: 96, height: 96 },
}: {
  files: readonly WorkOrderFile[];
  thumb?: { width: number; height: number };
}) {
  if (files.length === 0) return null;
  const images = files.filter((file) => file.is_image);
  const others = files.filter((file) => !file.is_image);
  return (
    <div className={styles.files}>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <div className={styles.images}>
            {images.map((file) => (
              <Image
                key={file.id}
                src={file.url}
                alt={file.name}
                width={thumb.width}
                height={thumb.height}
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
    </div>
  );
}
