import { verificationSubmitRequest } from '@gpucloud/contracts';

/**
 * The field schemas of each submission method, so every form checks its inputs with the contract's
 * own rules. The union's options in the contract's order (a test pins each one's method).
 */
const [idCardFace, licenseTransfer, licenseLetter, schoolEmail, studentReport] =
  verificationSubmitRequest.options;

export const submitFields = {
  idCardFace: idCardFace.shape,
  licenseTransfer: licenseTransfer.shape,
  licenseLetter: licenseLetter.shape,
  schoolEmail: schoolEmail.shape,
  studentReport: studentReport.shape,
};
