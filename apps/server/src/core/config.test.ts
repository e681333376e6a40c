import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config-error';

const DEFAULTS = { migrationsDir: '/migrations', webDistDir: null };
const KEY_HEX = 'ab'.repeat(32);

/** Every configuration here names its data key, so no test writes a key file into the working tree. */
function load(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: '/nonexistent', DATA_ENCRYPTION_KEY: KEY_HEX, ...env }, DEFAULTS);
}

describe('loadConfig', () => {
  it('waits a minute between two SMS codes to one phone unless SMS_PHONE_GAP_SECONDS says otherwise', () => {
    expect(load({}).smsPhoneGapSeconds).toBe(60);
    expect(load({ SMS_PHONE_GAP_SECONDS: '' }).smsPhoneGapSeconds).toBe(60);
    expect(load({ SMS_PHONE_GAP_SECONDS: '2' }).smsPhoneGapSeconds).toBe(2);
    expect(load({ SMS_PHONE_GAP_SECONDS: '0' }).smsPhoneGapSeconds).toBe(0);
  });

  it('refuses an SMS gap that is not a whole number of seconds', () => {
    for (const raw of ['-1', '1.5', 'soon']) {
      expect(() => load({ SMS_PHONE_GAP_SECONDS: raw })).toThrow(ConfigError);
      expect(() => load({ SMS_PHONE_GAP_SECONDS: raw })).toThrow(
        `SMS_PHONE_GAP_SECONDS must be a non-negative integer, got "${raw}"`,
      );
    }
  });

  it('keeps the per-network SMS allowance of 20 an hour and 50 a day unless configured', () => {
    expect(load({}).smsIpLimits).toEqual({ perHour: 20, perDay: 50 });
    expect(load({ SMS_IP_LIMIT_HOUR: '1000', SMS_IP_LIMIT_DAY: '2000' }).smsIpLimits).toEqual({
      perHour: 1000,
      perDay: 2000,
    });
  });

  it('runs the simulated fleet at 3 s per change unless COMPUTE_SIM_DELAY_MS says otherwise', () => {
    expect(load({}).compute.simulatedDelayMs).toBe(3_000);
    expect(load({ COMPUTE_SIM_DELAY_MS: '300' }).compute.simulatedDelayMs).toBe(300);
  });

  it('takes the data key from DATA_ENCRYPTION_KEY, in hex or base64', () => {
    expect(load({}).dataKey.toString('hex')).toBe(KEY_HEX);
    const base64 = Buffer.from(KEY_HEX, 'hex').toString('base64');
    expect(load({ DATA_ENCRYPTION_KEY: base64 }).dataKey.toString('hex')).toBe(KEY_HEX);
  });

  it('refuses a data key that is not 32 bytes, naming the variable', () => {
    expect(() => load({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(ConfigError);
    expect(() => load({ DATA_ENCRYPTION_KEY: 'short' })).toThrow('DATA_ENCRYPTION_KEY must be 32 bytes');
  });

  it('refuses to run in production without a data key', () => {
    expect(() => load({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: '' })).toThrow(
      'NODE_ENV=production needs DATA_ENCRYPTION_KEY',
    );
  });

  it('keeps uploads under DATA_DIR/files unless FILE_STORE=s3', () => {
    expect(load({}).files).toEqual({ store: 'local', localDir: '/nonexistent/files' });
    expect(load({ FILE_STORE: 'local' }).files).toEqual({ store: 'local', localDir: '/nonexistent/files' });
  });

  it('removes orphan files after 24 hours unless FILES_ORPHAN_GRACE_HOURS says otherwise, never under an hour', () => {
    expect(load({}).orphanFiles).toEqual({ graceHours: 24 });
    expect(load({ FILES_ORPHAN_GRACE_HOURS: '72' }).orphanFiles).toEqual({ graceHours: 72 });
    expect(load({ FILES_ORPHAN_GRACE_HOURS: '0' }).orphanFiles).toEqual({ graceHours: 1 });
    expect(() => load({ FILES_ORPHAN_GRACE_HOURS: 'soon' })).toThrow('FILES_ORPHAN_GRACE_HOURS');
  });

  it('reads the S3-compatible store from the environment, us-east-1 unless S3_REGION says otherwise', () => {
    const s3 = {
      FILE_STORE: 's3',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(load(s3).files).toEqual({
      store: 's3',
      s3: {
        endpoint: 'https://s3.example.com',
        bucket: 'uploads',
        region: 'us-east-1',
        accessKeyId: 'AKID',
        secretAccessKey: 'secret',
      },
    });
    expect(load({ ...s3, S3_REGION: 'cn-north-1' }).files).toMatchObject({ s3: { region: 'cn-north-1' } });
    expect(() => load({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'FILE_STORE=s3 needs S3_SECRET_ACCESS_KEY',
    );
    expect(() => load({ ...s3, S3_ENDPOINT: 's3.example.com' })).toThrow(
      'S3_ENDPOINT must be an http(s) address',
    );
  });

  it('refuses an unknown FILE_STORE', () => {
    expect(() => load({ FILE_STORE: 'ftp' })).toThrow(ConfigError);
    expect(() => load({ FILE_STORE: 'ftp' })).toThrow('FILE_STORE must be "local" or "s3", got "ftp"');
  });

  it('keeps open-API nonces in the database unless REDIS_URL names a Redis, under the prefix "gpucloud" unless REDIS_KEY_PREFIX says otherwise', () => {
    expect(load({})).toMatchObject({ redisUrl: null, redisKeyPrefix: 'gpucloud' });
    expect(load({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'cloud-a' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'cloud-a',
    });
    expect(load({ REDIS_URL: 'rediss://gate:s3cret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://gate:s3cret@cache.internal:6380/2',
    );
  });

  it('refuses a REDIS_URL that is not a redis:// address without showing its password, and a bad prefix', () => {
    expect(() => load({ REDIS_URL: 'http://gate:s3cret@cache:6379' })).toThrow(ConfigError);
    expect(() => load({ REDIS_URL: 'http://gate:s3cret@cache:6379' })).toThrow(
      'REDIS_URL must be an address like redis://127.0.0.1:6379 or rediss://user:password@host:6380/0, got "http://***@cache:6379"',
    );
    expect(() => load({ REDIS_KEY_PREFIX: 'has space' })).toThrow('REDIS_KEY_PREFIX must be 1 to 64 letters');
  });
});
