import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { utcDateOf } from '../../../testing/fakes/tencent-cloud/fake-tc3-signature';
import {
  type FakeTencentCloud,
  type ReceivedCall,
  startFakeTencentCloud,
} from '../../../testing/fakes/tencent-cloud/fake-tencent-cloud';
import { VerificationProviderError } from '../verification-provider';
import { createTencentVerification, type TencentVerificationOptions } from './tencent-verification';

const SETTINGS = {
  secretId: 'AKIDfakeTencentSecretId',
  secretKey: 'fake/tencent+secret=key',
  region: 'ap-shanghai',
  faceRuleId: '7',
};
const IMAGE = Buffer.from('an image');
const FACE = { name: '李明', idNumber: '110101199003074477', returnUrl: 'https://console.example.com/' };

const cleanups: Array<() => Promise<void>> = [];

async function setup(overrides: Partial<TencentVerificationOptions> = {}, fakeClock?: () => number) {
  const fake = await startFakeTencentCloud({ ...SETTINGS, now: fakeClock });
  cleanups.push(fake.close);
  const provider = createTencentVerification({
    ...SETTINGS,
    protocol: 'http://',
    agent: fake.agent,
    ...overrides,
  });
  return { fake, provider };
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('tencent requests are signed with TC3-HMAC-SHA256 as Tencent checks it', () => {
  it('signs each call for its own service and the UTC day of its own timestamp', async () => {
    const { fake, provider } = await setup();
    const before = Math.floor(Date.now() / 1000);
    await provider.readIdCard({ image: IMAGE, side: 'front' });
    await provider.startFace(FACE);
    const after = Math.ceil(Date.now() / 1000);
    expect(fake.refusals).toEqual([]);
    expect(fake.calls.map((call) => [call.host, call.service, call.region])).toEqual([
      ['ocr.tencentcloudapi.com', 'ocr', 'ap-shanghai'],
      ['faceid.tencentcloudapi.com', 'faceid', 'ap-shanghai'],
    ]);
    for (const call of fake.calls) {
      expect(call.timestamp).toBeGreaterThanOrEqual(before);
      expect(call.timestamp).toBeLessThanOrEqual(after);
      expect(call.scopeDate).toBe(utcDateOf(call.timestamp));
    }
  });

  it('is refused with AuthFailure.SignatureFailure for a wrong secret key, which throws', async () => {
    const { fake, provider } = await setup({ secretKey: 'not-the-secret' });
    const read = provider.readIdCard({ image: IMAGE, side: 'front' });
    await expect(read).rejects.toBeInstanceOf(VerificationProviderError);
    await expect(read).rejects.toThrow('AuthFailure.SignatureFailure');
    await expect(provider.startFace(FACE)).rejects.toThrow('AuthFailure.SignatureFailure');
    expect(fake.refusals).toEqual(['AuthFailure.SignatureFailure', 'AuthFailure.SignatureFailure']);
    expect(fake.calls).toEqual([]);
  });

  it('is refused with AuthFailure.SecretIdNotFound for an unknown secret id', async () => {
    const { fake, provider } = await setup({ secretId: 'AKIDunknown' });
    await expect(provider.readLicense({ image: IMAGE })).rejects.toThrow(VerificationProviderError);
    expect(fake.refusals).toEqual(['AuthFailure.SecretIdNotFound']);
  });

  it('signs the timestamp it sends: the same request a second later is refused', async () => {
    const { fake, provider } = await setup();
    await provider.readIdCard({ image: IMAGE, side: 'front' });
    const call = fake.calls[0] as ReceivedCall;
    expect(await replay(fake, call)).not.toHaveProperty('Response.Error');
    const later = await replay(fake, call, { 'x-tc-timestamp': String(call.timestamp + 1) });
    expect(later).toHaveProperty('Response.Error.Code', 'AuthFailure.SignatureFailure');
  });

  it('signs the body: the same request with another body is refused', async () => {
    const { fake, provider } = await setup();
    await provider.readIdCard({ image: IMAGE, side: 'front' });
    const call = fake.calls[0] as ReceivedCall;
    const otherSide = Buffer.from(call.rawBody.toString('utf8').replace('"FRONT"', '"BACK"'));
    const answer = await replay(fake, call, {}, otherSide);
    expect(answer).toHaveProperty('Response.Error.Code', 'AuthFailure.SignatureFailure');
  });

  it('is refused with AuthFailure.SignatureExpire when its timestamp is 10 minutes from Tencent clock', async () => {
    const { fake, provider } = await setup({}, () => Date.now() + 10 * 60_000);
    await expect(provider.checkBankCard({ ...FACE, cardNumber: '6222', phone: '138' })).rejects.toThrow(
      'AuthFailure.SignatureExpire',
    );
    expect(fake.refusals).toEqual(['AuthFailure.SignatureExpire']);
  });
});

describe('tencent unreachable', () => {
  it('throws VerificationProviderError when nothing listens on the endpoint', async () => {
    const port = await closedPort();
    const provider = createTencentVerification({
      ...SETTINGS,
      protocol: 'http://',
      endpoints: { ocr: `127.0.0.1:${port}`, faceid: `127.0.0.1:${port}` },
    });
    await expect(provider.readIdCard({ image: IMAGE, side: 'front' })).rejects.toThrow(/got no answer/);
    await expect(provider.read('face', 'BIZ')).rejects.toBeInstanceOf(VerificationProviderError);
  });

  it('throws VerificationProviderError for an HTTP error status (a gateway in front of Tencent)', async () => {
    const server = await listen(http.createServer((_, response) => response.writeHead(502).end()));
    const provider = createTencentVerification({
      ...SETTINGS,
      protocol: 'http://',
      endpoints: { ocr: `127.0.0.1:${server.port}` },
    });
    await expect(provider.readLicense({ image: IMAGE })).rejects.toThrow(VerificationProviderError);
  });

  it('throws VerificationProviderError when Tencent does not answer within the timeout', async () => {
    const server = await listen(net.createServer(() => {}));
    const provider = createTencentVerification({
      ...SETTINGS,
      protocol: 'http://',
      endpoints: { faceid: `127.0.0.1:${server.port}` },
      timeoutSeconds: 1,
    });
    await expect(provider.startFace(FACE)).rejects.toThrow(VerificationProviderError);
  });
});

/** Sends a request the fake accepted again, with some headers or the body changed. */
function replay(
  fake: FakeTencentCloud,
  call: ReceivedCall,
  headers: Record<string, string> = {},
  body: Buffer = call.rawBody,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: call.host,
        path: '/',
        method: 'POST',
        agent: fake.agent,
        headers: { ...call.headers, ...headers, 'content-length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function listen(server: net.Server): Promise<{ port: number }> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
