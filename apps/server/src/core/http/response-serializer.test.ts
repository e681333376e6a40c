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
import { encodesAsParsed, responseSerializer } from './response-serializer';

type Route = Parameters<FastifySerializerCompiler<$ZodType>>[0];

function serialize(compiler: FastifySerializerCompiler<$ZodType>, schema: $ZodType, data: unknown): string {
  const route = { schema, method: 'POST', url: '/api/x', httpStatus: '200' } as Route;
  return compiler(route)(data);
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
});
