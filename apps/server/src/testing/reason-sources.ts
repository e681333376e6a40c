import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every refusal reason the server's source can send, read from the code itself (reason-catalogue
 * test): the texts given to `refused`, `permissionDenied`, `tooManyRequests` and `new AppError`,
 * followed through constants, `as const` tables, conditionals, helper functions and the helpers'
 * callers. A template's parts that are values (ids, amounts, names) become `{}`.
 */
export interface ReasonSource {
  /** Where the refusal is made: `path:line` under apps/server/src. */
  site: string;
  /** The English text with `{}` for each value; several when the code picks one of a few. */
  patterns: string[];
}

/** A reason the code passes on from somewhere the reading cannot follow (a value computed at run time). */
export interface OpaqueReason {
  site: string;
  expression: string;
}

const REASON_FUNCTIONS = new Set(['refused', 'permissionDenied', 'tooManyRequests']);
const VALUE = '{}';
/** Past this many alternatives a reason is a table read whole; more would only repeat it. */
const MAX_ALTERNATIVES = 200;

function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) found.push(path);
    }
  };
  walk(root);
  return found;
}

/** A parameter the reason still depends on: filled in from each caller of its function. */
interface Hole {
  fn: ts.SignatureDeclaration;
  index: number;
}

type Piece = string | Hole;
/** One alternative of a reason: text pieces and holes, in order. */
type Shape = Piece[];

export function readReasonSources(serverSrc: string): { sources: ReasonSource[]; opaque: OpaqueReason[] } {
  const files = sourceFiles(serverSrc);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    // The server's own libraries only: the DOM's declarations would double the time to read them.
    lib: ['lib.es2023.d.ts'],
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const sources: ReasonSource[] = [];
  const opaque: OpaqueReason[] = [];
  const errorsFile = join(serverSrc, 'core', 'errors.ts');
  const envelopeFile = join(serverSrc, 'core', 'envelope.ts');
  const where = (node: ts.Node): string => {
    const file = node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    return `${relative(serverSrc, file.fileName)}:${line}`;
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The string literal values an expression's type allows, or null when its type is wider. */
  const literalValues = (expr: ts.Expression): string[] | null => {
    const type = checker.getTypeAtLocation(expr);
    const members = type.isUnion() ? type.types : [type];
    const values: string[] = [];
    for (const member of members) {
      if (!member.isStringLiteral()) return null;
      values.push(member.value);
    }
    return values.length > 0 ? values : null;
  };

  const join2 = (left: Shape[], right: Shape[]): Shape[] =>
    left.flatMap((a) => right.map((b) => [...a, ...b])).slice(0, MAX_ALTERNATIVES);

  const returned = (fn: ts.SignatureDeclaration): ts.Expression[] => {
    if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return [fn.body];
    const body = (fn as ts.FunctionLikeDeclarationBase).body;
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    if (body) ts.forEachChild(body, visit);
    return found;
  };

  const functionOf = (decl: ts.Declaration | undefined): ts.SignatureDeclaration | undefined => {
    if (!decl) return undefined;
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl;
    const init =
      (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer
        ? decl.initializer
        : undefined;
    if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) return init;
    return undefined;
  };

  /** The shapes an expression can take; `null` when its text cannot be read from the code. */
  const shapes = (expr: ts.Expression, depth = 0): Shape[] | null => {
    if (depth > 8) return null;
    const next = (e: ts.Expression) => shapes(e, depth + 1);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [[expr.text]];
    // No reason at all: the code throws nothing on this branch.
    if (expr.kind === ts.SyntaxKind.NullKeyword) return [];
    if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr))
      return next(expr.expression);
    if (ts.isConditionalExpression(expr)) {
      const a = next(expr.whenTrue);
      const b = next(expr.whenFalse);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isTemplateExpression(expr)) {
      let result: Shape[] = [[expr.head.text]];
      for (const span of expr.templateSpans) {
        // A number, a date or any other non-text part is a value the reason shows as it is.
        const type = checker.getTypeAtLocation(span.expression);
        const isText = (type.isUnion() ? type.types : [type]).every((t) => t.flags & ts.TypeFlags.StringLike);
        result = join2(result, (isText ? next(span.expression) : null) ?? [[VALUE]]);
        result = join2(result, [[span.literal.text]]);
      }
      return result;
    }
    if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      const a = next(expr.left);
      const b = next(expr.right);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const a = next(expr.left);
      const b = next(expr.right);
      return a && b ? join2(a, b) : null;
    }
    const literal = literalValues(expr);
    if (literal) return literal.map((value) => [value]);
    if (ts.isIdentifier(expr)) {
      const decl = declarationOf(expr);
      if (decl && ts.isParameter(decl)) {
        return [[{ fn: decl.parent, index: decl.parent.parameters.indexOf(decl) }]];
      }
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && !functionOf(decl)) {
        return next(decl.initializer);
      }
      return null;
    }
    if (ts.isElementAccessExpression(expr)) return tableValues(expr.expression, depth);
    if (ts.isPropertyAccessExpression(expr)) return propertyValues(expr, depth);
    if (ts.isCallExpression(expr)) {
      // A reason already put in the reader's language: the English it was made from.
      if (ts.isIdentifier(expr.expression) && expr.expression.text === 'translateReason' && expr.arguments[0])
        return next(expr.arguments[0]);
      const joined = joinedTuple(expr);
      if (joined !== null) return [[joined]];
      const callee = ts.isPropertyAccessExpression(expr.expression) ? expr.expression.name : expr.expression;
      const fn = functionOf(declarationOf(callee));
      if (!fn) {
        // A function a type of this server declares (not a library's): every one given for it.
        const declared = declarationOf(callee);
        const ours = declared && files.includes(declared.getSourceFile().fileName);
        return ours && ts.isPropertySignature(declared) ? methodValues(callee.getText(), depth) : null;
      }
      const results = returned(fn).map(next);
      if (results.some((r) => r === null)) return null;
      // The function's parameters become the caller's arguments.
      return (results as Shape[][]).flat().flatMap((shape) => fill(shape, fn, expr.arguments, depth));
    }
    return null;
  };

  /** `LANGUAGES.join(' or ')` of a constant tuple of texts: the joined text. */
  const joinedTuple = (call: ts.CallExpression): string | null => {
    const callee = call.expression;
    const separator = call.arguments[0];
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'join') return null;
    if (!separator || !ts.isStringLiteral(separator)) return null;
    const type = checker.getTypeAtLocation(callee.expression);
    if (!checker.isTupleType(type)) return null;
    const items = checker.getTypeArguments(type as ts.TypeReference);
    if (!items.every((item) => item.isStringLiteral())) return null;
    return items.map((item) => (item as ts.StringLiteralType).value).join(separator.text);
  };

  /**
   * A function an interface declares and each caller gives (`decision.refusal?.(row)`): what every
   * function given to a property of that name in the server returns.
   */
  const methodCache = new Map<string, Shape[] | null>();
  const methodValues = (name: string, depth: number): Shape[] | null => {
    const cached = methodCache.get(name);
    if (cached !== undefined) return cached;
    methodCache.set(name, null);
    const found: Shape[] = [];
    for (const file of program.getSourceFiles()) {
      if (!files.includes(file.fileName)) continue;
      const visit = (node: ts.Node): void => {
        if (ts.isPropertyAssignment(node) && node.name.getText() === name) {
          const fn = functionOf(node);
          for (const result of fn ? returned(fn) : []) {
            const values = shapes(result, depth + 1);
            if (values)
              found.push(...values.filter((shape) => shape.every((piece) => typeof piece === 'string')));
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    const result = found.length > 0 ? found : null;
    methodCache.set(name, result);
    return result;
  };

  /** Every value of a constant table read with a computed key (`NOT_RENTABLE[host.status]`). */
  const tableValues = (table: ts.Expression, depth: number): Shape[] | null => {
    const decl = ts.isIdentifier(table) ? declarationOf(table) : undefined;
    let init = decl && ts.isVariableDeclaration(decl) ? decl.initializer : undefined;
    while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression;
    if (!init || !ts.isObjectLiteralExpression(init)) return null;
    const values = init.properties.map((p) =>
      ts.isPropertyAssignment(p) ? shapes(p.initializer, depth + 1) : null,
    );
    return values.every((v) => v !== null) ? (values as Shape[][]).flat() : null;
  };

  /**
   * A property of a value the code builds elsewhere (`rule.refusal`, `limit.reason`): every text
   * given to a property of that name in this file and in the file that declares the property.
   */
  const propertyValues = (expr: ts.PropertyAccessExpression, depth: number): Shape[] | null => {
    const name = expr.name.text;
    const files = new Set([expr.getSourceFile()]);
    for (const decl of checker.getSymbolAtLocation(expr.name)?.declarations ?? [])
      files.add(decl.getSourceFile());
    const found: Shape[] = [];
    for (const file of files) {
      const visit = (node: ts.Node): void => {
        if (ts.isPropertyAssignment(node) && node.name.getText() === name && !functionOf(node)) {
          const values = shapes(node.initializer, depth + 1);
          if (values) found.push(...values);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    return found.length > 0 ? found : null;
  };

  /** A shape with `fn`'s holes filled by the arguments of one call of it. */
  const fill = (
    shape: Shape,
    fn: ts.SignatureDeclaration,
    args: readonly ts.Expression[],
    depth: number,
  ): Shape[] => {
    let result: Shape[] = [[]];
    for (const piece of shape) {
      if (typeof piece !== 'string' && piece.fn === fn) {
        const arg = args[piece.index];
        result = join2(result, arg ? (shapes(arg, depth + 1) ?? [[VALUE]]) : [['']]);
      } else result = join2(result, [[piece]]);
    }
    return result;
  };

  const callsOf = new Map<ts.Node, ts.CallExpression[]>();
  const sites: Array<{ node: ts.Node; reason: ts.Expression }> = [];
  for (const file of program.getSourceFiles()) {
    if (!files.includes(file.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name
          : node.expression;
        const decl = declarationOf(callee);
        const fn = functionOf(decl);
        if (fn) callsOf.set(fn, [...(callsOf.get(fn) ?? []), node]);
        if (
          ts.isIdentifier(node.expression) &&
          REASON_FUNCTIONS.has(node.expression.text) &&
          decl?.getSourceFile().fileName === errorsFile &&
          file.fileName !== errorsFile &&
          node.arguments[0]
        ) {
          sites.push({ node, reason: node.arguments[0] });
        }
      }
      // The envelope written by hand (a timeout, an unknown path): its reason is the second argument.
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'failure' &&
        declarationOf(node.expression)?.getSourceFile().fileName === envelopeFile &&
        node.arguments[1]
      ) {
        sites.push({ node, reason: node.arguments[1] });
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'AppError' &&
        file.fileName !== errorsFile &&
        node.arguments?.[1]
      ) {
        sites.push({ node, reason: node.arguments[1] });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  /** Shapes with holes left are helpers' reasons: each caller fills them in, maybe leaving its own. */
  const settle = (site: string, found: Shape[], seen: Set<ts.Node>): string[] => {
    const done: string[] = [];
    for (const shape of found) {
      const hole = shape.find((piece): piece is Hole => typeof piece !== 'string');
      if (!hole) {
        done.push(shape.join(''));
        continue;
      }
      if (seen.has(hole.fn)) continue;
      for (const call of callsOf.get(hole.fn) ?? []) {
        const filled = fill(shape, hole.fn, call.arguments, 0);
        done.push(...settle(site, filled, new Set([...seen, hole.fn])));
      }
    }
    return done;
  };

  for (const { node, reason } of sites) {
    const site = where(node);
    const found = shapes(reason);
    if (!found) {
      opaque.push({ site, expression: reason.getText() });
      continue;
    }
    sources.push({ site, patterns: [...new Set(settle(site, found, new Set()))] });
  }
  return { sources, opaque };
}

/** zod checks whose message is one of the arguments: the index of the first argument that may be it. */
const ZOD_MESSAGE_ARGUMENT: Record<string, number> = {
  min: 1,
  max: 1,
  length: 1,
  regex: 1,
  multipleOf: 1,
  gt: 1,
  gte: 1,
  lt: 1,
  lte: 1,
  literal: 1,
  refine: 1,
  int: 0,
  positive: 0,
  nonnegative: 0,
  nonempty: 0,
  email: 0,
  url: 0,
  uuid: 0,
};

/** `DOC_VOTES.join(' or ')` of a constant array of texts declared in the same file, joined. */
function joinedConstant(expr: ts.Expression, file: ts.SourceFile): string | null {
  if (!ts.isCallExpression(expr) || !ts.isPropertyAccessExpression(expr.expression)) return null;
  const { name, expression: array } = expr.expression;
  const separator = expr.arguments[0];
  if (name.text !== 'join' || !ts.isIdentifier(array) || !separator || !ts.isStringLiteral(separator))
    return null;
  let items: string[] | null = null;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === array.text && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init)) init = init.expression;
      if (ts.isArrayLiteralExpression(init) && init.elements.every(ts.isStringLiteral))
        items = init.elements.map((element) => (element as ts.StringLiteral).text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return items === null ? null : (items as string[]).join(separator.text);
}

/** A text with `{}` for each value a template fills in; a constant of the same file is read whole. */
function literalPattern(expr: ts.Expression, file: ts.SourceFile, depth = 0): string | null {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
  if (ts.isTemplateExpression(expr)) {
    return (
      expr.head.text +
      expr.templateSpans
        .map((span) => `${joinedConstant(span.expression, file) ?? VALUE}${span.literal.text}`)
        .join('')
    );
  }
  if (ts.isConditionalExpression(expr)) {
    return literalPattern(expr.whenFalse, file, depth + 1) ?? literalPattern(expr.whenTrue, file, depth + 1);
  }
  if (ts.isIdentifier(expr) && depth < 3) {
    // The nearest declaration of the name: the enclosing blocks' statements, innermost first.
    for (let scope: ts.Node | undefined = expr.parent; scope; scope = scope.parent) {
      if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
      for (const statement of scope.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const decl of statement.declarationList.declarations) {
          if (decl.name.getText() === expr.text && decl.initializer)
            return literalPattern(decl.initializer, file, depth + 1);
        }
      }
    }
  }
  return null;
}

/** The texts the domain's checks answer as `problem` or `reason` (a top-up amount, an ID number). */
export function readDomainProblems(domainSrc: string): ReasonSource[] {
  const found: ReasonSource[] = [];
  for (const path of sourceFiles(domainSrc)) {
    const file = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const refusal =
        ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'refuse'
          ? node.arguments[0]
          : undefined;
      if (refusal) {
        const pattern = literalPattern(refusal, file);
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (pattern !== null)
          found.push({ site: `${relative(domainSrc, path)}:${line}`, patterns: [pattern] });
      }
      if (ts.isPropertyAssignment(node) && ['problem', 'reason'].includes(node.name.getText())) {
        const pattern = literalPattern(node.initializer, file);
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (pattern !== null)
          found.push({ site: `${relative(domainSrc, path)}:${line}`, patterns: [pattern] });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/**
 * The messages the contracts give zod checks (`.max(64, 'must be at most 64 characters')`,
 * `{ error: ... }`, `ctx.addIssue({ message })`): what a refused field's reason says after its name.
 */
export function readContractMessages(contractsSrc: string): ReasonSource[] {
  const found: ReasonSource[] = [];
  for (const path of sourceFiles(contractsSrc)) {
    const file = ts.createSourceFile(path, ts.sys.readFile(path) ?? '', ts.ScriptTarget.Latest, true);
    const add = (node: ts.Node, expr: ts.Expression): void => {
      const pattern = literalPattern(expr, file);
      if (pattern === null) return;
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({ site: `${relative(contractsSrc, path)}:${line}`, patterns: [pattern] });
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAssignment(node) &&
        ['error', 'message'].includes(node.name.getText()) &&
        ts.isObjectLiteralExpression(node.parent) &&
        ts.isCallExpression(node.parent.parent)
      ) {
        add(node, node.initializer);
      }
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const from = ZOD_MESSAGE_ARGUMENT[node.expression.name.text];
        if (from !== undefined) {
          for (const arg of node.arguments.slice(from)) {
            if (!ts.isObjectLiteralExpression(arg) && !ts.isRegularExpressionLiteral(arg)) add(node, arg);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}
