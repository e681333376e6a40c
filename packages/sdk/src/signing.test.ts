import { createHash, createHmac } from 'node:crypto';
import { endpoint, envelopeSchema } from '@gpucloud/contracts';
import { NONCE_PATTERN } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeQuery } from './signing';
import { ACCESS_KEY_ID, NOW_SECONDS, ok, SECRET, serverAccepts, setupClient } from './test/fake-api';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (text: string) => createHmac('sha256', SECRET).update(text, 'utf8').digest('hex');

/** The scheme written out by hand, not through the domain's functions. */
function expectedSignature(canonical: string): string {
  return hmac(`GC-HMAC-SHA256\n${NOW_SECONDS}\n${sha256(canonical)}`);
}

const listing = endpoint({
  method: 'GET',
  path: '/openapi/v1/test/:id',
  access: 'key',
  tag: 'test',
  summary: 'a GET with a repeated parameter',
  params: z.object({ id: z.number() }),
  request: z.object({ b: z.number(), a: z.array(z.number()), q: z.string().optional() }),
  response: envelopeSchema(z.object({})),
});

describe('the signature', () => {
  it('signs a GET over its path and sorted query (b=2&a=1&a=0 → a=0&a=1&b=2) and an empty body', async () => {
    const { client, lastRequest } = setupClient();
    await client.call(listing, { params: { id: 7 }, input: { b: 2, a: [1, 0] } });
    const request = lastRequest();
    expect(request.url).toBe('https://gpu.example.com/openapi/v1/test/7?b=2&a=1&a=0');
    expect(request.method).toBe('GET');
    const nonce = request.headers.get('x-nonce') ?? '';
    const canonical = [
      'GET',
      '/openapi/v1/test/7',
      'a=0&a=1&b=2',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      String(NOW_SECONDS),
      nonce,
    ].join('\n');
    expect(request.headers.get('x-access-key')).toBe(ACCESS_KEY_ID);
    expect(request.headers.get('x-timestamp')).toBe('1700000000');
    expect(request.headers.get('x-signature')).toBe(expectedSignature(canonical));
    expect(request.headers.get('content-type')).toBeNull();
    expect(await request.text()).toBe('');
  });

  it('signs a POST over the exact JSON text it sends', async () => {
    const { client, lastRequest } = setupClient();
    const body = { host_id: 3, gpu_count: 1, image_id: 11, mode: 'hourly', count: 1 } as const;
    await client.quote(body);
    const request = lastRequest();
    const sent = await request.clone().text();
    expect(sent).toBe('{"host_id":3,"gpu_count":1,"image_id":11,"mode":"hourly","count":1}');
    expect(request.headers.get('content-type')).toBe('application/json');
    const canonical = [
      'POST',
      '/openapi/v1/quote',
      '',
      sha256(sent),
      String(NOW_SECONDS),
      request.headers.get('x-nonce'),
    ].join('\n');
    expect(request.headers.get('x-signature')).toBe(expectedSignature(canonical));
    expect(await serverAccepts(request)).toBe(true);
  });

  it('sends {} as the body of a POST that names nothing, and signs it', async () => {
    const { client, lastRequest } = setupClient();
    await client.stop(7);
    const request = lastRequest();
    expect(request.url).toBe('https://gpu.example.com/openapi/v1/instances/7/stop');
    expect(await request.clone().text()).toBe('{}');
    expect(await serverAccepts(request)).toBe(true);
  });

  it('hashes the UTF-8 bytes of a body with non-ASCII text', async () => {
    const { client, lastRequest } = setupClient();
    await client.call(
      endpoint({
        method: 'POST',
        path: '/openapi/v1/test',
        access: 'key',
        tag: 'test',
        summary: 'a POST with text',
        request: z.object({ note: z.string() }),
        response: envelopeSchema(z.object({})),
      }),
      { input: { note: '训练 🚀 "quoted"' } },
    );
    expect(await serverAccepts(lastRequest())).toBe(true);
    expect(await serverAccepts(lastRequest(), 'another secret')).toBe(false);
  });

  it('uses a fresh nonce of 32 [A-Za-z0-9_-] for every request', async () => {
    const { client, requests } = setupClient();
    await client.usage();
    await client.usage();
    const nonces = requests.map((request) => request.headers.get('x-nonce') ?? '');
    for (const nonce of nonces) {
      expect(nonce).toMatch(NONCE_PATTERN);
      expect(nonce).toHaveLength(32);
    }
    expect(new Set(nonces).size).toBe(2);
  });
});

describe('the query string', () => {
  it('encodes names and values by RFC 3986: %20 for a space, never +', () => {
    expect(encodeQuery({ gpu_model: 'RTX 4090', sort: 'price_asc', min_free_gpus: 1 })).toBe(
      'gpu_model=RTX%204090&sort=price_asc&min_free_gpus=1',
    );
    expect(encodeQuery({ q: "a+b&c=d/e?f#g!'()*~._-" })).toBe(
      'q=a%2Bb%26c%3Dd%2Fe%3Ff%23g%21%27%28%29%2A~._-',
    );
    expect(encodeQuery({ q: '显卡 ü' })).toBe('q=%E6%98%BE%E5%8D%A1%20%C3%BC');
  });

  it('leaves out undefined and null, keeps false and 0, and repeats a name for an array', () => {
    expect(encodeQuery({ a: undefined, b: null, c: false, d: 0, e: ['x', 'y'] })).toBe('c=false&d=0&e=x&e=y');
  });

  it('refuses a nested object rather than sending [object Object]', () => {
    expect(() => encodeQuery({ filter: { gpu: 'RTX 4090' } })).toThrow(TypeError);
  });

  it.each([
    ['spaces', 'RTX 4090'],
    ['unicode', '显卡 😀 ü'],
    ['reserved characters', "a+b&c=d/e?f#g[h]!'()*%20"],
  ])('puts %s in the URL so that the server reads and verifies the same request', async (_label, text) => {
    const { client, lastRequest } = setupClient([ok({})]);
    await client.call(listing, { params: { id: 1 }, input: { b: 1, a: [2], q: text } });
    const request = lastRequest();
    expect(new URL(request.url).searchParams.get('q')).toBe(text);
    expect(request.url).not.toContain('+');
    expect(await serverAccepts(request)).toBe(true);
  });

  it('sends the offers filters of the README example as a query', async () => {
    const { client, lastRequest } = setupClient([ok({ list: [], total: 0 })]);
    await client.offers({ gpu_model: 'RTX 4090', sort: 'price_asc', min_free_gpus: 1 });
    expect(lastRequest().url).toBe(
      'https://gpu.example.com/openapi/v1/offers?gpu_model=RTX%204090&sort=price_asc&min_free_gpus=1',
    );
    expect(await serverAccepts(lastRequest())).toBe(true);
  });
});
