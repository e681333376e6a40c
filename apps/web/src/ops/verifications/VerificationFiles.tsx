import type { VerificationFile } from '@gpucloud/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileList } from '../workOrders/FileList';

/** Thumbnails of documents are larger than a ticket's: they are there to be read. */
const DOCUMENT_THUMB = { width: 200, height: 140 };

/** The documents of a record, or the word that it has none. */
export function VerificationFiles({ files }: { files: readonly VerificationFile[] }) {
  const { t } = useTranslation('opsVerifications');
  if (files.length === 0)
    return <Typography.Paragraph type="secondary">{t('detail.noDocuments')}</Typography.Paragraph>;
  return <FileList files={files} thumb={DOCUMENT_THUMB} />;
}
