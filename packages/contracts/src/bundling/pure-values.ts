/**
 * The contracts build values and nothing else at their top level: zod schemas and their texts. A
 * bundler cannot see that: it keeps an unused `z.object({ a: yuanOut.describe('...') })`, since a
 * method called on an imported schema might have an effect, so a web page built every schema of each
 * contract module it touched. `markValuesPure` turns each top-level `const` initialiser that calls
 * something into a pure immediately called function, which the bundler drops with the constant when
 * nothing reads it (apps/web/vite.config.ts). Building a schema has one effect beyond the schema:
 * `.describe` and `.meta` note it in zod's global registry, which only the OpenAPI document reads,
 * and the server builds that document from these modules as they are, without this step.
 */

/** A node of an ESTree syntax tree with offsets in UTF-16 code units (rolldown's and acorn's). */
export interface EstreeNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTION_NODES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const CALL_NODES = new Set(['CallExpression', 'NewExpression', 'TaggedTemplateExpression']);

function isNode(value: unknown): value is EstreeNode {
  return typeof value === 'object' && value !== null && typeof (value as EstreeNode).type === 'string';
}

/** Whether evaluating `node` calls something; a function's body runs later, so it does not count. */
function callsAtOnce(node: EstreeNode): boolean {
  if (FUNCTION_NODES.has(node.type)) return false;
  if (CALL_NODES.has(node.type)) return true;
  return Object.values(node).some((child) =>
    Array.isArray(child)
      ? child.some((item) => isNode(item) && callsAtOnce(item))
      : isNode(child) && callsAtOnce(child),
  );
}

/** `code` (JavaScript) with its top-level calling `const` initialisers marked pure; null: nothing to mark. */
export function markValuesPure(code: string, program: { body: EstreeNode[] }): string | null {
  const inits: EstreeNode[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const')
      continue;
    for (const declarator of declaration.declarations as EstreeNode[]) {
      if (isNode(declarator.init) && callsAtOnce(declarator.init)) inits.push(declarator.init);
    }
  }
  if (inits.length === 0) return null;
  let out = code;
  for (const init of inits.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
  }
  return out;
}
