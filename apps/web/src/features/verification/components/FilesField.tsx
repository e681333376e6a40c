import { InboxOutlined } from '@ant-design/icons';
import type { VerificationFile } from '@gpucloud/contracts';
import { Form, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkFile, DOCUMENT_ACCEPT, MAX_FILES } from '../files';
import { MAX_UPLOAD_MB, uploadVerificationFile } from '../uploadRequest';
import type { FileUploads } from './useFileUploads';
import styles from './Verification.module.css';

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

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const position = batch.indexOf(file);
    if (position === 0) uploads.setRefused([]);
    const kept = uploads.current.current.filter((item) => item.status !== 'error').length;
    const refusal = checkFile(file, kept, position);
    if (refusal === null) return true;
    const text =
      refusal === 'tooLarge'
        ? t('files.tooLarge', { name: file.name, size: MAX_UPLOAD_MB })
        : t('files.tooMany', { name: file.name, count: MAX_FILES });
    uploads.setRefused((refused) => [...refused, text]);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<VerificationFile>['customRequest'] = ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    const upload = uploadVerificationFile(file as Blob, (percent) => onProgress?.({ percent }));
    upload.done.then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => onError?.(error),
    );
    return { abort: upload.abort };
  };

  const failed = uploads.files
    .filter((file) => file.status === 'error')
    .map((file) =>
      t('files.failed', { name: file.name, reason: (file.error as Error | undefined)?.message ?? '' }),
    );
  const problems = [...uploads.refused, ...failed];
  const help =
    uploads.problem === 'required'
      ? t('files.required')
      : uploads.problem === 'uploading'
        ? t('files.uploadsPending')
        : undefined;

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={uploads.required}
      extra={extra}
      validateStatus={help ? 'error' : undefined}
      help={help}
    >
      <Upload.Dragger
        id={id}
        multiple
        listType="text"
        accept={DOCUMENT_ACCEPT}
        fileList={uploads.files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ fileList }) =>
          uploads.setFiles(
            fileList.map((file) =>
              file.status === 'done' && file.response ? { ...file, url: file.response.url } : file,
            ),
          )
        }
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('files.drop')}</p>
        <p className="ant-upload-hint">{t('files.hint', { count: MAX_FILES, size: MAX_UPLOAD_MB })}</p>
      </Upload.Dragger>
      {problems.length > 0 && (
        <ul role="alert" aria-label={t('files.refusedFiles')} className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </Form.Item>
  );
}
