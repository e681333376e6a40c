import { WORK_ORDER_FILES_PER_MESSAGE } from '@gpucloud/contracts';
import { uploadRules } from '../../shared/upload/rules';

/** A message's attachments: up to five files; the picker offers images, PDFs, archives and logs. */
export const attachmentRules = uploadRules({
  maxFiles: WORK_ORDER_FILES_PER_MESSAGE,
  accept: '.png,.jpg,.jpeg,.webp,.gif,.pdf,.zip,.txt,.log',
});

/** Sizes as a person reads them: "512 B", "12.3 KB", "4.0 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
