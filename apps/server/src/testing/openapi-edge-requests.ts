import fc from 'fast-check';
import { fitsType, type JsonSchema, type KnownValues, valid } from './openapi-requests';

/**
 * Requests at the edges of what the OpenAPI document allows, made from the document alone: the
 * conformance test (core/http/conformance.test.ts) sends them beside its random ones, because a
 * random request seldom leaves every optional field out or names year 84 (issue 38).
 */

/**
 * Per alternative of a body, requests of only its required fields, naming rows that exist: an edit
 * that changes nothing, a list with no filter, each one-of branch on its own.
 */
export function minimalRequests(
  schema: JsonSchema,
  known: KnownValues,
): Array<{ branch: string; requests: fc.Arbitrary<Record<string, unknown>> }> {
  const alternatives = schema.oneOf ?? [schema];
  return alternatives.flatMap((alternative, index) => {
    const branches = alternative.anyOf && alternative.anyOf.length > 0 ? alternative.anyOf : [{}];
    return branches.map((branch, branchIndex) => {
      const properties: Record<string, JsonSchema> = { ...schema.properties, ...alternative.properties };
      for (const [name, narrower] of Object.entries(branch.properties ?? {})) properties[name] = narrower;
      const required = new Set([
        ...(schema.required ?? []),
        ...(alternative.required ?? []),
        ...(branch.required ?? []),
      ]);
      const model = Object.fromEntries(
        [...required]
          .filter((name) => name !== 'session')
          .flatMap((name) => {
            const property = properties[name];
            if (!property) return [];
            // Rows that exist where the test knows some: a no-op edit of a real row, not a miss.
            const rows = (known[name] ?? []).filter((row) => fitsType(property, row));
            return [
              [name, rows.length > 0 ? fc.constantFrom(...rows) : valid(property, known, name)] as const,
            ];
          }),
      );
      return { branch: `${index}.${branchIndex} [${[...required].join(', ')}]`, requests: fc.record(model) };
    });
  });
}

/** Years at the ends of four digits, of JavaScript's two-digit-year trap (0-99), and of this century. */
const EDGE_YEARS = ['0000', '0001', '0084', '1899', '1970', '2000', '2099', '2100', '9999'];
/** Months and month-days at and just past the calendar's ends. */
const EDGE_MONTHS = ['00', '01', '12', '13'];
const EDGE_DAYS = ['01-00', '01-01', '02-28', '02-29', '02-30', '04-31', '12-31', '12-32'];

/** Date-like texts at the edges: months (YYYY-MM), days (YYYY-MM-DD) and instants (ISO 8601). */
export const DATE_LIKE_EDGES: readonly string[] = EDGE_YEARS.flatMap((year) => [
  ...EDGE_MONTHS.map((month) => `${year}-${month}`),
  ...EDGE_DAYS.map((day) => `${year}-${day}`),
  `${year}-01-01T00:00:00Z`,
  `${year}-12-31T23:59:59.999Z`,
]);

/** Whether a string field is a date: its format says so, or its pattern takes a date's digits but not letters. */
function isDateLike(leaf: JsonSchema): boolean {
  if (leaf.type !== 'string') return false;
  if (leaf.format === 'date' || leaf.format === 'date-time') return true;
  if (!leaf.pattern) return false;
  const pattern = new RegExp(leaf.pattern);
  const takesDates = DATE_LIKE_EDGES.some((text) => pattern.test(text));
  return takesDates && !['yyyy-mm', 'yyyy-mm-dd'].some((text) => pattern.test(text));
}

/** The date-like fields of a body (a field of alternatives counts when one of its branches is a date). */
export function dateLikeFields(schema: JsonSchema): string[] {
  const alternatives = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const fields = alternatives.flatMap((alternative) =>
    Object.entries(alternative.properties ?? {})
      .filter(([, property]) => (property.anyOf ?? [property]).some(isDateLike))
      .map(([name]) => name),
  );
  return [...new Set(fields)];
}
