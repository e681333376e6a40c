import { ErrorCode } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formFieldErrors } from './fieldErrors';

const FIELDS = ['phone', 'name', 'role', 'password'] as const;

describe('fieldErrorsOf', () => {
  it('puts each bad-input issue on the field it names', () => {
    const reason =
      'illegal request body: phone: must be an 11-digit mainland mobile number; name: is required';
    expect(fieldErrorsOf({ status: ErrorCode.ILLEGAL_BODY, reason }, FIELDS)).toEqual([
      { name: 'phone', errors: ['must be an 11-digit mainland mobile number'] },
      { name: 'name', errors: ['is required'] },
    ]);
  });

  it('reads the zh-CN reason the same way: lead, field names and list', () => {
    const reason = '请求体有误：phone：必须是 11 位中国大陆手机号；name：不能为空';
    expect(fieldErrorsOf({ status: ErrorCode.ILLEGAL_BODY, reason }, FIELDS)).toEqual([
      { name: 'phone', errors: ['必须是 11 位中国大陆手机号'] },
      { name: 'name', errors: ['不能为空'] },
    ]);
  });

  it('leaves issues of fields the form does not have to the general message', () => {
    const reason = 'illegal request body: staff_id: must be an integer';
    expect(fieldErrorsOf({ status: ErrorCode.ILLEGAL_BODY, reason }, FIELDS)).toEqual([]);
  });

  it('puts a refusal that names a field on it', () => {
    const reason = 'a staff member has this phone already';
    expect(fieldErrorsOf({ status: ErrorCode.REFUSED, reason }, FIELDS)).toEqual([
      { name: 'phone', errors: [reason] },
    ]);
  });

  it('keeps other refusals general', () => {
    const reason = 'you cannot do this to your own account';
    expect(fieldErrorsOf({ status: ErrorCode.REFUSED, reason }, FIELDS)).toEqual([]);
  });
});

describe('formFieldErrors', () => {
  const nameTaken = (error: { status: number }) =>
    error.status === ErrorCode.REFUSED
      ? [
          { name: 'name', errors: ['taken'] },
          { name: 'name_en', errors: ['taken'] },
        ]
      : null;
  const upper = (message: string) => message.toUpperCase();

  it('puts a refusal the form explains on those of its fields, untranslated', () => {
    const error = { status: ErrorCode.REFUSED, reason: 'name exists' };
    expect(formFieldErrors(error, FIELDS, nameTaken, upper)).toEqual([{ name: 'name', errors: ['taken'] }]);
  });

  it("otherwise puts the server's reasons on the fields, translated", () => {
    const error = { status: ErrorCode.ILLEGAL_BODY, reason: 'illegal request body: name: is required' };
    expect(formFieldErrors(error, FIELDS, nameTaken, upper)).toEqual([
      { name: 'name', errors: ['IS REQUIRED'] },
    ]);
    expect(formFieldErrors(error, FIELDS, undefined, upper)).toEqual([
      { name: 'name', errors: ['IS REQUIRED'] },
    ]);
  });
});
