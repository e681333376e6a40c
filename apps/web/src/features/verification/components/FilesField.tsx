import { type VerificationFile, verificationRoutes } from '@gpucloud/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/upload/request';
import { MAX_UPLOAD_MB } from '../../../shared/upload/rules';
import { UploadDragger } from '../../../shared/upload/UploadDragger';
import { documentRules } from '../files';
import type { FileUploads } from './useFileUploads';

const sendDocument = (file: Blob, onProgress: (percent: number) => void) =>
  uploadFile(verificationRoutes.uploadFile, file, onProgress);

/**
 * Documents of a submission (a letter, permits, a student card): each file uploads at once with a
 * progress bar; the submission names the uploaded ids. `id` goes to the file input, for the label.
 */
export function FilesField({
  uploads,
  id,
  label,
  extra,
}: {
  uploads: FileUploads;
  id: string;
  label: string;
  extra?: string;
}) {
  const { t } = useTranslation('verification');
  const count = documentRules.maxFiles;
  // Still uploading is a wait, not a mistake: antd's "validating" state, not the error colour.
  const shown =
    uploads.problem === 'required'
      ? { help: t('files.required'), status: 'error' as const }
      : uploads.problem === 'uploading'
        ? { help: t('files.uploadsPending'), status: 'validating' as const }
        : undefined;

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={uploads.required}
      extra={extra}
      validateStatus={shown?.status}
      help={shown?.help}
    >
      <UploadDragger<VerificationFile>
        id={id}
        list={uploads}
        rules={documentRules}
        send={sendDocument}
        texts={{
          drop: t('files.drop'),
          hint: t('files.hint', { count, size: MAX_UPLOAD_MB }),
          tooLarge: (name) => t('files.tooLarge', { name, size: MAX_UPLOAD_MB }),
          tooMany: (name) => t('files.tooMany', { name, count }),
          failed: (name, reason) => t('files.failed', { name, reason }),
          refusedFiles: t('files.refusedFiles'),
        }}
      />
    </Form.Item>
  );
}
