import { describe, expect, it } from 'vitest';
import {
  afterPassword,
  afterSecondFactor,
  challengeEnded,
  groupedSecret,
  secondFactorBody,
} from './loginFlow';

const staff = { Id: 1, Name: 'Ada', Phone: '13800000000', Role: 'admin' } as const;

describe('the staff sign-in steps', () => {
  it('asks an enrolled member for a code', () => {
    expect(afterPassword({ Step: 'totp', Challenge: 'c1', ExpiresIn: 300 })).toEqual({
      step: 'totp',
      challenge: 'c1',
    });
  });

  it('enrols a member without a second factor yet', () => {
    expect(
      afterPassword({
        Step: 'enrol',
        Challenge: 'c2',
        ExpiresIn: 300,
        Secret: 'JBSWY3DPEHPK3PXP',
        OtpauthUri: 'otpauth://totp/x',
      }),
    ).toEqual({ step: 'enrol', challenge: 'c2', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x' });
  });

  it('shows the recovery codes once after enrolment, and signs in directly otherwise', () => {
    const answer = { Session: 'tok', ExpiresAt: '2025-01-01T12:00:00Z', Staff: staff };
    const signedIn = { session: { token: 'tok', expiresAt: '2025-01-01T12:00:00Z' }, staff };
    expect(afterSecondFactor({ ...answer, RecoveryCodes: ['abcd-2345'] })).toEqual({
      step: 'recovery',
      codes: ['abcd-2345'],
      signedIn,
    });
    expect(afterSecondFactor(answer)).toEqual({ step: 'done', signedIn });
    expect(afterSecondFactor({ ...answer, RecoveryCodes: [] })).toEqual({ step: 'done', signedIn });
  });

  it('starts again when the challenge has ended, not after one wrong code', () => {
    expect(challengeEnded('the login has expired or had too many wrong codes: log in again')).toBe(true);
    expect(
      challengeEnded(
        'the code is incorrect; the login has expired or had too many wrong codes: log in again',
      ),
    ).toBe(true);
    expect(challengeEnded('the code is incorrect')).toBe(false);
    expect(challengeEnded('验证码不正确；登录已过期或验证码错误次数过多：请重新登录')).toBe(true);
    expect(challengeEnded('验证码不正确')).toBe(false);
  });

  it('sends codes as typed, without spaces', () => {
    expect(secondFactorBody('c', { kind: 'code', value: ' 123 456 ' })).toEqual({
      challenge: 'c',
      code: '123456',
    });
    expect(secondFactorBody('c', { kind: 'recovery', value: 'ABCD-2345 ' })).toEqual({
      challenge: 'c',
      recovery_code: 'abcd-2345',
    });
  });

  it('groups the key by four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});
