import { InboxOutlined } from '@ant-design/icons';
import { Upload, type UploadProps } from 'antd';
import { isPreviewableImage, type UploadRules } from './rules';
import styles from './UploadDragger.module.css';
import type { UploadItem, UploadList } from './useUploadList';

/** What the dragger says, in the words of the feature that uses it. */
export interface UploadTexts {
  drop: string;
  hint: string;
  tooLarge: (name: string) => string;
  tooMany: (name: string) => string;
  failed: (name: string, reason: string) => string;
  /** Names the list of refused and failed files. */
  refusedFiles: string;
}

/**
 * A thumbnail as a data: address: antd's default draws through a blob: address, which the page's
 * Content-Security-Policy (img-src 'self' data:) refuses.
 */
function readAsDataUrl(file: Blob): Promise<string> {
  if (!isPreviewableImage(file.type)) return Promise.resolve('');
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
}

/**
 * Drag-and-drop files of one list: each file is checked against `rules`, then uploads at once by
 * `send` (with a progress bar); the list's uploaded ids are what a form then names. Refused and
 * failed files are listed under it. `id` goes to the file input, for a field's label.
 */
export function UploadDragger<Uploaded extends { id: number; url: string }>({
  id,
  list,
  rules,
  send,
  texts,
  thumbnails = false,
  onBatchStart,
  onRemove,
  moreProblems = [],
}: {
  id: string;
  list: UploadList<Uploaded>;
  rules: UploadRules;
  send: (file: Blob, onProgress: (percent: number) => void) => { done: Promise<Uploaded>; abort: () => void };
  texts: UploadTexts;
  /** Images show a thumbnail (`picture` list) rather than a plain name (`text` list). */
  thumbnails?: boolean;
  /** Called as the first file of a new choice or drop is checked. */
  onBatchStart?: () => void;
  onRemove?: (file: UploadItem<Uploaded>) => Promise<boolean>;
  /** The feature's own problems, listed after the refused and failed files. */
  moreProblems?: readonly string[];
}) {
  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const position = batch.indexOf(file);
    if (position === 0) {
      list.setRefused([]);
      onBatchStart?.();
    }
    const kept = list.current.current.filter((item) => item.status !== 'error').length;
    const refusal = rules.check(file, kept, position);
    if (refusal === null) return true;
    const text = refusal === 'tooLarge' ? texts.tooLarge(file.name) : texts.tooMany(file.name);
    list.setRefused((refused) => [...refused, text]);
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<Uploaded>['customRequest'] = ({
    file,
    onProgress,
    onSuccess,
    onError,
  }) => {
    const upload = send(file as Blob, (percent) => onProgress?.({ percent }));
    upload.done.then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => onError?.(error),
    );
    return { abort: upload.abort };
  };

  const failed = list.files
    .filter((file) => file.status === 'error')
    .map((file) => texts.failed(file.name, (file.error as Error | undefined)?.message ?? ''));
  const problems = [...list.refused, ...failed, ...moreProblems];

  return (
    <>
      <Upload.Dragger
        id={id}
        multiple
        listType={thumbnails ? 'picture' : 'text'}
        accept={rules.accept}
        fileList={list.files}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        previewFile={thumbnails ? readAsDataUrl : undefined}
        onRemove={onRemove}
        onChange={({ fileList }) =>
          list.setFiles(
            fileList.map((file) =>
              file.status === 'done' && file.response ? { ...file, url: file.response.url } : file,
            ),
          )
        }
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{texts.drop}</p>
        <p className="ant-upload-hint">{texts.hint}</p>
      </Upload.Dragger>
      {problems.length > 0 && (
        <ul role="alert" aria-label={texts.refusedFiles} className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}
