import { describe, expect, it } from 'vitest';
import { STUDENT_LOGIN_PATH } from '../../shared/routing/verificationPaths';
import { submitFields } from './submitFields';

describe('the submission forms', () => {
  it("check each method's fields with that method's own schema", () => {
    expect(submitFields.idCardFace.method.value).toBe('id_card_face');
    expect(submitFields.licenseTransfer.method.value).toBe('license_transfer');
    expect(submitFields.licenseLetter.method.value).toBe('license_letter');
    expect(submitFields.schoolEmail.method.value).toBe('school_email');
    expect(submitFields.studentReport.method.value).toBe('student_report');
  });

  it('refuse what the server refuses', () => {
    expect(submitFields.licenseTransfer.bank_account.safeParse('6222021234567890').success).toBe(true);
    expect(submitFields.licenseTransfer.bank_account.safeParse('62-22').success).toBe(false);
    expect(submitFields.schoolEmail.email.safeParse('li@pku.edu.cn').success).toBe(true);
    expect(submitFields.schoolEmail.email.safeParse('li@gmail.com').success).toBe(false);
    expect(submitFields.studentReport.report_code.safeParse('A1B2C3D4E5F6').success).toBe(true);
  });

  it('send a visitor of the student page to log in and back', () => {
    expect(STUDENT_LOGIN_PATH).toBe('/login?redirect=%2Fstudentverify');
  });
});
