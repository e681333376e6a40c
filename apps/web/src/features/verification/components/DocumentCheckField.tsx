import { Alert, Progress, Spin } from 'antd';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '../../../shared/upload/rules';
import type { DocumentCheck } from '../hooks';
import { CheckFacts } from './CheckFacts';
import { CheckPageLink } from './CheckPageLink';
import { ErrorAlert } from './ErrorAlert';
import styles from './Verification.module.css';

/**
 * One document photographed and read: a file input that opens the camera on phones, the upload's
 * progress, then the check: pending (with its page), refused (with the reason; another photo may
 * be chosen) or passed (what was read, masked).
 */
export function DocumentCheckField({
  id,
  label,
  reading,
}: {
  id: string;
  label: string;
  reading: DocumentCheck;
}) {
  const { t } = useTranslation('verification');
  const [tooLarge, setTooLarge] = useState(false);
  const { begin, progress, check, readError } = reading;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same photo again starts again.
    event.target.value = '';
    if (!file) return;
    setTooLarge(file.size > MAX_UPLOAD_BYTES);
    if (file.size > MAX_UPLOAD_BYTES) return;
    begin.mutate(file);
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className={styles.pickerInput}
        disabled={begin.isPending}
        onChange={onChange}
      />
      {tooLarge && (
        <Alert type="error" showIcon role="alert" title={t('upload.tooLarge', { size: MAX_UPLOAD_MB })} />
      )}
      {progress !== null && (
        <Progress percent={progress} size="small" aria-label={t('upload.uploading', { percent: progress })} />
      )}
      <ErrorAlert error={begin.error} title={t('upload.failed')} />
      {check?.status === 'pending' && (
        <p role="status" className={styles.pending}>
          <Spin size="small" />
          <span>{t('upload.checking')}</span>
          <CheckPageLink url={check.url} />
        </p>
      )}
      {check?.status === 'refused' && (
        <Alert type="error" showIcon role="alert" title={t('upload.failed')} description={check.reason} />
      )}
      {check?.status === 'passed' && <CheckFacts check={check} />}
      <ErrorAlert error={readError} title={t('upload.failed')} />
    </div>
  );
}
