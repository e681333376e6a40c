import {
  getUserInfoResponse,
  gpuSelectorDetailResponse,
  notificationListResponse,
  storeSelectorOptionsResponse,
} from '@gpucloud/contracts';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as encodingSerializer } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { cacheSlot, ReadCache } from '../cache/read-cache';
import { encodesAsParsed, responseSerializer } from './response-serializer';

type Route = Parameters<FastifySerializerCompiler<$ZodType>>[0];

function serializerFor(compiler: FastifySerializerCompiler<$ZodType>, schema: $ZodType) {
  const route = { schema, method: 'POST', url: '/api/x', httpStatus: '200' } as Route;
  return compiler(route);
}

function serialize(compiler: FastifySerializerCompiler<$ZodType>, schema: $ZodType, data: unknown): string {
  return serializerFor(compiler, schema)(data);
}

const plain = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Tags: z.array(z.enum(['a', 'b'])),
  Owner: z.object({ Kind: z.literal('main') }).nullable(),
  Note: z.string().optional(),
});

describe('responseSerializer', () => {
  it('answers what the encoder answers for a plain schema, unknown keys stripped', () => {
    const data = { Id: 1, Name: 'n', Tags: ['a'], Owner: { Kind: 'main', secret: 1 }, passwordHash: 'x' };
    const fast = serialize(responseSerializer, plain, data);
    expect(fast).toBe(serialize(encodingSerializer, plain, data));
    expect(JSON.parse(fast)).toEqual({ Id: 1, Name: 'n', Tags: ['a'], Owner: { Kind: 'main' } });
  });

  it('refuses an answer of the wrong shape, as the encoder does', () => {
    expect(() => serialize(responseSerializer, plain, { Id: 'one', Name: 'n', Tags: [] })).toThrow(
      /Response doesn't match the schema/,
    );
  });

  it('keeps the encoder for schemas that convert values', () => {
    const cents = z.codec(z.string(), z.number(), { decode: Number, encode: (n) => n.toFixed(2) });
    for (const schema of [
      cents,
      z.object({ n: z.number().default(1) }),
      z.string().transform((s) => s.length),
    ]) {
      expect(encodesAsParsed(schema)).toBe(false);
    }
    expect(serialize(responseSerializer, z.object({ Price: cents }), { Price: 1.5 })).toBe(
      '{"Price":"1.50"}',
    );
  });

  it('takes the fast path for the hot reads', () => {
    for (const schema of [
      getUserInfoResponse,
      notificationListResponse,
      gpuSelectorDetailResponse,
      storeSelectorOptionsResponse,
    ]) {
      expect(encodesAsParsed(schema)).toBe(true);
    }
  });

  it('writes an answer the read cache holds once, as UTF-8 bytes answered every time after', async () => {
    const cache = new ReadCache();
    cache.activate();
    const held = await cache.readShared(cacheSlot<unknown>('test.held'), '', async () => ({
      Id: 1,
      Name: '北京 A',
      Tags: ['a'],
      Owner: null,
      extra: 'dropped',
    }));
    const write = serializerFor(
      responseSerializer,
      z.object({ status: z.number(), reason: z.string(), data: plain }),
    );
    const first = write({ status: 0, reason: '', data: held }) as unknown;
    const again = write({ status: 0, reason: '', data: held }) as unknown;
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(again).toBe(first);
    expect(JSON.parse((first as Buffer).toString('utf8'))).toEqual({
      status: 0,
      reason: '',
      data: { Id: 1, Name: '北京 A', Tags: ['a'], Owner: null },
    });
    // An answer the cache does not hold is serialised anew, as text.
    expect(typeof write({ status: 0, reason: '', data: { ...(held as object) } })).toBe('string');
  });
});
