import { VERIFICATION_FILES_PER_SUBMISSION } from '@gpucloud/contracts';
import { uploadRules } from '../../shared/upload/rules';

/** A submission's documents: up to five; the server decides by content (png, jpeg, webp or pdf). */
export const documentRules = uploadRules({
  maxFiles: VERIFICATION_FILES_PER_SUBMISSION,
  accept: '.png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf',
});
