import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/config-error';
import { selfSignedCertificate } from '../../../testing/fakes/smtp/localhost-certificate';
import { smtpEmailFromEnv } from './smtp-email-config';

const dir = mkdtempSync(path.join(tmpdir(), 'smtp-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function env(overrides: Record<string, string | undefined> = {}) {
  return {
    SMTP_HOST: 'smtp.exmail.qq.com',
    SMTP_USER: 'noreply@gpucloud.example',
    SMTP_PASSWORD: 'smtp-password',
    SMTP_FROM: 'noreply@gpucloud.example',
    ...overrides,
  };
}

describe('smtpEmailFromEnv', () => {
  it('defaults to implicit TLS on 465', () => {
    expect(smtpEmailFromEnv(env())).toEqual({
      host: 'smtp.exmail.qq.com',
      port: 465,
      secure: true,
      user: 'noreply@gpucloud.example',
      password: 'smtp-password',
      from: { name: '', address: 'noreply@gpucloud.example' },
      ca: null,
    });
  });

  it('takes STARTTLS on 587 with SMTP_SECURE=false, and another port when told', () => {
    expect(smtpEmailFromEnv(env({ SMTP_SECURE: 'false' }))).toMatchObject({ port: 587, secure: false });
    expect(smtpEmailFromEnv(env({ SMTP_SECURE: '0', SMTP_PORT: '2525' }))).toMatchObject({
      port: 2525,
      secure: false,
    });
    expect(smtpEmailFromEnv(env({ SMTP_SECURE: '1', SMTP_PORT: '2465' }))).toMatchObject({
      port: 2465,
      secure: true,
    });
  });

  it('takes a sender with a name, quoted or not', () => {
    expect(smtpEmailFromEnv(env({ SMTP_FROM: 'GPU Cloud 算力云 <noreply@gpucloud.example>' })).from).toEqual({
      name: 'GPU Cloud 算力云',
      address: 'noreply@gpucloud.example',
    });
    expect(smtpEmailFromEnv(env({ SMTP_FROM: '"GPU Cloud" <noreply@gpucloud.example>' })).from).toEqual({
      name: 'GPU Cloud',
      address: 'noreply@gpucloud.example',
    });
  });

  it('reads the password from SMTP_PASSWORD_FILE and extra CA certificates from SMTP_CA_FILE', () => {
    const passwordFile = path.join(dir, 'password');
    writeFileSync(passwordFile, 'from-a-file\n');
    const caFile = path.join(dir, 'ca.pem');
    const { cert } = selfSignedCertificate();
    writeFileSync(caFile, cert);
    const config = smtpEmailFromEnv(
      env({ SMTP_PASSWORD: undefined, SMTP_PASSWORD_FILE: passwordFile, SMTP_CA_FILE: caFile }),
    );
    expect(config.password).toBe('from-a-file');
    expect(config.ca).toBe(cert);
  });

  it.each([
    ['SMTP_HOST', 'EMAIL_PROVIDER=smtp needs SMTP_HOST'],
    ['SMTP_USER', 'EMAIL_PROVIDER=smtp needs SMTP_USER'],
    ['SMTP_PASSWORD', 'EMAIL_PROVIDER=smtp needs SMTP_PASSWORD (or SMTP_PASSWORD_FILE'],
    ['SMTP_FROM', 'EMAIL_PROVIDER=smtp needs SMTP_FROM'],
  ])('refuses to start without %s, naming it', (name, message) => {
    expect(() => smtpEmailFromEnv(env({ [name]: undefined }))).toThrow(ConfigError);
    expect(() => smtpEmailFromEnv(env({ [name]: '' }))).toThrow(message);
  });

  it.each([
    ['noreply', 'SMTP_FROM must be an address'],
    ['GPU Cloud <noreply>', 'SMTP_FROM must be an address'],
    ['GPU\r\nBcc: x@y.example <noreply@gpucloud.example>', 'SMTP_FROM must be an address'],
  ])('refuses the sender %j', (from, message) => {
    expect(() => smtpEmailFromEnv(env({ SMTP_FROM: from }))).toThrow(message);
  });

  it('refuses a port, a TLS choice and a port that contradicts it, and an unreadable CA file', () => {
    expect(() => smtpEmailFromEnv(env({ SMTP_PORT: '70000' }))).toThrow(
      'SMTP_PORT must be a port number, got "70000"',
    );
    expect(() => smtpEmailFromEnv(env({ SMTP_SECURE: 'yes' }))).toThrow(
      'SMTP_SECURE must be true or false, got "yes"',
    );
    expect(() => smtpEmailFromEnv(env({ SMTP_PORT: '587' }))).toThrow(
      'SMTP_PORT 587 is the STARTTLS port; set SMTP_SECURE=false for it',
    );
    expect(() => smtpEmailFromEnv(env({ SMTP_SECURE: 'false', SMTP_PORT: '465' }))).toThrow(
      'SMTP_PORT 465 speaks TLS from the start',
    );
    expect(() => smtpEmailFromEnv(env({ SMTP_CA_FILE: path.join(dir, 'missing.pem') }))).toThrow(
      /SMTP_CA_FILE names .*missing\.pem, which cannot be read \(ENOENT\)/,
    );
    const notPem = path.join(dir, 'not.pem');
    writeFileSync(notPem, 'hello');
    expect(() => smtpEmailFromEnv(env({ SMTP_CA_FILE: notPem }))).toThrow('which holds no PEM certificate');
  });
});
