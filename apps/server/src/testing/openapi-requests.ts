import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';

/**
 * Requests made from the OpenAPI document alone, as a client generated from it would make them: the
 * conformance test (core/http/conformance.test.ts) sends them and holds the server to the document.
 */

/** The part of an OpenAPI 3.0 schema object this product's document uses. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  /** A body of alternatives told apart by one field (a discriminated union). */
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** Numeric, as JSON Schema draft 7 has it (operationsOf converts OpenAPI 3.0's boolean form). */
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  /** A month the caller's account has (contracts ACCOUNT_MONTHS_RULE): valid values are the known ones. */
  'x-account-months'?: boolean;
  /** An SSH public key (contracts SSH_PUBLIC_KEY_RULE): valid values are the known ones. */
  'x-ssh-public-key'?: boolean;
  /** An array whose items are unique by this property (a template's ports, its variables' names). */
  'x-unique-by'?: string;
}

/** The value an item is unique by: a number however written ("0030" is 30), a text trimmed. */
function uniqueKeyOf(item: unknown, key: string): string {
  const raw = (item as Record<string, unknown> | null)?.[key];
  if (typeof raw === 'number') return String(raw);
  const text = String(raw).trim();
  return /^\d+$/.test(text) ? String(Number(text)) : text;
}

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  /** The body (POST) or the query parameters as one object (GET). */
  request: JsonSchema | null;
  /** 200 answers by media type. */
  responses: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/**
 * OpenAPI 3.0 writes an exclusive bound as `minimum` plus `exclusiveMinimum: true`; JSON Schema
 * (and ajv) as `exclusiveMinimum: <bound>`. Everything else of the document reads the same.
 */
function fromOpenApi30(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromOpenApi30);
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fromOpenApi30(child)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true) {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) delete schema[flag];
  }
  return schema;
}

/** The operations of the document, each with its request as one object schema. */
export function operationsOf(doc: unknown): Operation[] {
  const { paths } = fromOpenApi30(doc) as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const request: JsonSchema | null =
        operation.requestBody?.content['application/json']?.schema ??
        (query.length > 0
          ? {
              type: 'object',
              properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
              required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
            }
          : null);
      const responses = Object.fromEntries(
        Object.entries(operation.responses['200']?.content ?? {}).map(([type, { schema }]) => [type, schema]),
      );
      return { method: method.toUpperCase() as Operation['method'], path, request, responses };
    }),
  );
}

/** A JSON Schema validator that reads the document's schemas as OpenAPI 3.0 does (nullable, formats). */
export function documentValidator(): (schema: JsonSchema) => ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: false, multipleOfPrecision: 6 });
  addFormats(ajv);
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** Values a field named so should sometimes take: rows that exist, so valid requests also succeed. */
export type KnownValues = Record<string, readonly unknown[]>;

/** An arbitrary of values valid per `schema`. */
export function valid(schema: JsonSchema, known: KnownValues = {}, name = ''): fc.Arbitrary<unknown> {
  // A known row only where the field takes its kind (a gateway's string `id` is no row id).
  const rows = (known[name] ?? []).filter((row) => fitsType(schema, row));
  // What the document says depends on the caller (the account's months): only what the caller has.
  if (schema['x-account-months']) {
    if (rows.length === 0) throw new Error(`${name} takes the caller's months: give the test known ones`);
    return fc.constantFrom(...rows);
  }
  // No pattern says which text is a public key: only keys the test made.
  if (schema['x-ssh-public-key']) {
    if (rows.length === 0) throw new Error(`${name} takes SSH public keys: give the test known ones`);
    return fc.constantFrom(...rows);
  }
  const own = validIgnoringKnown(schema, known);
  return rows.length > 0 ? fc.oneof(fc.constantFrom(...rows), own) : own;
}

/** Whether a known row is of the kind a field takes (a gateway's string `id` is no row id). */
export function fitsType(schema: JsonSchema, value: unknown): boolean {
  if (schema.type === 'string') return typeof value === 'string';
  if (schema.type === 'integer' || schema.type === 'number') return typeof value === 'number';
  return true;
}

function validIgnoringKnown(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((branch) => validIgnoringKnown(branch, known)));
  if (schema.anyOf && schema.type !== 'object' && !schema.properties)
    return fc.oneof(...schema.anyOf.map((branch) => validIgnoringKnown(branch, known)));
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const min =
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -(2 ** 31));
      const max =
        schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 2 ** 31);
      // A stepped integer (sizes in steps of 10 GB): the multiples of its step within the range.
      const step = schema.multipleOf ?? 1;
      const [low, high] = [Math.ceil(min / step), Math.floor(max / step)];
      return fc.oneof(fc.integer({ min: low, max: high }), fc.constantFrom(low, high)).map((k) => k * step);
    }
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const bounds = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) };
      const item = valid(schema.items ?? {}, known);
      const uniqueBy = schema['x-unique-by'];
      if (uniqueBy)
        return fc.uniqueArray(item, { ...bounds, selector: (value) => uniqueKeyOf(value, uniqueBy) });
      return schema.uniqueItems
        ? fc.uniqueArray(item, { ...bounds, selector: (value) => JSON.stringify(value) })
        : fc.array(item, bounds);
    }
    case 'object':
      return validObject(schema, known);
    default:
      return fc.constant('x');
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = schema;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.format === 'email') {
    const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z0-9]{1,12}\.[a-z]{2,6}$/))
      .map(([local, domain]) => `${local}@${domain}`)
      .filter((text) => fits(text) && (!pattern || pattern.test(text)));
  }
  if (schema.format === 'date-time')
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.string({ minLength, maxLength: Math.min(maxLength, 40) });
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const step = schema.multipleOf;
  if (step) {
    const scale = Math.round(1 / step);
    return fc
      .integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) })
      .map((units) => units / scale);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function validObject(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const branches = schema.anyOf && schema.anyOf.length > 0 ? schema.anyOf : [{}];
  return fc.constantFrom(...branches).chain((branch) => {
    const properties = { ...schema.properties };
    for (const [name, narrower] of Object.entries(branch.properties ?? {})) properties[name] = narrower;
    const required = new Set([...(schema.required ?? []), ...(branch.required ?? [])]);
    const model = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, valid(property, known, name)]),
    );
    return fc.record(model, { requiredKeys: [...required].filter((name) => name in model) });
  });
}

/** Whether `request` is of this alternative: every enum field of it holds one of its values. */
function branchOf(option: JsonSchema, request: Record<string, unknown>): boolean {
  return Object.entries(option.properties ?? {}).every(
    ([name, property]) => !property.enum || property.enum.includes(request[name]),
  );
}

/** One rule of a field broken: the field, what was done, and the request that breaks it. */
export interface Violation {
  field: string;
  rule: string;
  request: Record<string, unknown>;
}

/**
 * Ways to break one rule of one field of a valid request: a wrong type, a number out of range (and
 * the integers 2^31, 2^53, -1 and 0), a value outside an enum or pattern, a string over its length,
 * a required field left out. The caller keeps those the document itself refuses.
 */
export function violations(schema: JsonSchema, request: Record<string, unknown>): Violation[] {
  if (schema.oneOf) {
    const branch = schema.oneOf.find((option) => branchOf(option, request));
    return branch ? violations(branch, request) : [];
  }
  const found: Violation[] = [];
  const set = (field: string, rule: string, value: unknown) =>
    found.push({ field, rule, request: { ...request, [field]: value } });
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    if (field === 'session') continue;
    set(field, 'type', property.type === 'object' ? 'not an object' : { nested: [true] });
    const leaves = property.anyOf ?? [property];
    for (const leaf of leaves) {
      if (leaf.type === 'integer' || leaf.type === 'number') {
        if (leaf.maximum !== undefined) set(field, 'above maximum', leaf.maximum + 1);
        if (leaf.minimum !== undefined) set(field, 'below minimum', leaf.minimum - 1);
        if (leaf.exclusiveMinimum !== undefined) set(field, 'at exclusive minimum', leaf.exclusiveMinimum);
        for (const value of [2 ** 31, 2 ** 53, -1, 0]) set(field, `integer ${value}`, value);
        if (leaf.multipleOf !== undefined)
          set(field, 'not a multiple', (leaf.minimum ?? 0) + leaf.multipleOf / 3);
      }
      if (leaf.type === 'string') {
        if (leaf.maxLength !== undefined) set(field, 'too long', 'a'.repeat(leaf.maxLength + 1));
        if (leaf.pattern) set(field, 'pattern', '¬');
        if (leaf.format) set(field, 'format', 'not-a-format ¬');
        for (const value of [String(2 ** 31), String(2 ** 53), '-1', '0']) set(field, `text ${value}`, value);
      }
      if (leaf.enum) set(field, 'enum', leaf.type === 'string' ? 'not-in-enum' : 987_654);
    }
    if (property.type === 'array' && property.maxItems !== undefined)
      set(
        field,
        'too many items',
        Array.from({ length: property.maxItems + 1 }, () => 1),
      );
  }
  const alternatives = (schema.anyOf ?? []).flatMap((branch) => branch.required ?? []);
  for (const field of new Set([...(schema.required ?? []), ...alternatives])) {
    if (field === 'session') continue;
    const request2 = { ...request };
    delete request2[field];
    // Leaving out one alternative breaks nothing; leaving out all of them does.
    if (alternatives.includes(field)) for (const other of alternatives) delete request2[other];
    found.push({ field, rule: 'missing', request: request2 });
  }
  return found;
}
