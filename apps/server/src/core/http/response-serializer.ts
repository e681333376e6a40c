import type { FastifySerializerCompiler } from 'fastify/types/schema';
import {
  serializerCompiler as encodingSerializer,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { $ZodType, type $ZodTypes, safeParse } from 'zod/v4/core';
import { isHeldAnswer } from '../cache/read-cache';

/** Leaves whose parse and encode agree: no codec, transform or default can sit below them. */
const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'date',
  'null',
  'undefined',
  'literal',
  'enum',
  'nan',
  'any',
  'unknown',
  'template_literal',
]);

/**
 * True when checking data against the schema (parse) answers exactly what encoding it would: plain
 * objects, arrays, unions and leaves. Anything that converts values (codecs, transforms, pipes,
 * defaults, catches, lazy schemas) answers false and keeps the encoder.
 */
export function encodesAsParsed(schema: $ZodType): boolean {
  const def = (schema as $ZodTypes)._zod.def;
  if (LEAVES.has(def.type)) return true;
  switch (def.type) {
    case 'object':
      return (
        Object.values(def.shape).every(encodesAsParsed) && (!def.catchall || encodesAsParsed(def.catchall))
      );
    case 'array':
      return encodesAsParsed(def.element);
    case 'union':
      return def.options.every(encodesAsParsed);
    case 'record':
      return encodesAsParsed(def.keyType) && encodesAsParsed(def.valueType);
    case 'tuple':
      return def.items.every(encodesAsParsed) && (!def.rest || encodesAsParsed(def.rest));
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return encodesAsParsed(def.innerType);
    default:
      return false;
  }
}

/**
 * The zod provider's response serializer, but for plain answers (nearly all of them) it checks with
 * zod's compiled parse instead of the encoder, which takes several times longer: on a hot read that
 * was a fifth of the server's work. Both strip keys the schema does not name and refuse a wrong shape.
 */
export const responseSerializer: FastifySerializerCompiler<$ZodType> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof $ZodType) || !encodesAsParsed(schema)) return encodingSerializer(route);
  const serialize = (data: unknown) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  // A success whose data is an answer held by the read cache (core/cache: frozen, shared) serialises
  // to the same bytes every time: checked, written and encoded as UTF-8 once per held answer, per
  // route. The socket then gets those bytes as they are; a string would be encoded again on every
  // write, which for a list of a few kilobytes was the largest single cost of a hot read.
  const written = new WeakMap<object, Buffer>();
  return (reply) => {
    const data = successData(reply);
    if (!data || !isHeldAnswer(data)) return serialize(reply);
    let bytes = written.get(data);
    if (bytes === undefined) {
      bytes = Buffer.from(serialize(reply), 'utf8');
      written.set(data, bytes);
    }
    // Fastify sends a Buffer payload as is (reply.js onSendEnd); its serializer type names only strings.
    return bytes as unknown as string;
  };
};

/** The data object of a plain success envelope `{status: 0, reason: '', data}`, else undefined. */
function successData(reply: unknown): object | undefined {
  if (typeof reply !== 'object' || reply === null) return undefined;
  const { status, reason, data } = reply as { status?: unknown; reason?: unknown; data?: unknown };
  if (status !== 0 || reason !== '' || typeof data !== 'object' || data === null) return undefined;
  return Object.keys(reply).length === 3 ? data : undefined;
}
