// Codemod (issue 39, point 4): every `deps: AppDeps` parameter of a function in scope becomes
// `Pick<AppDeps, ...>` of the members the function and its callees use.
// Usage: node scripts/narrow-deps.mjs [--write] [--all-in-scope] [--json out.json]
// Scope: modules (minus the ones named in SKIP_MODULES), core helpers, non-exported job helpers.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const write = args.includes('--write');
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const SKIP_MODULES = (process.env.SKIP_MODULES ?? 'wallet,partners,invoices,verification')
  .split(',')
  .filter(Boolean);

const configPath = path.join(root, 'apps/server/tsconfig.json');
const config = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();
const srcDir = path.join(root, 'apps/server/src') + path.sep;

const depsFile = program.getSourceFile(path.join(root, 'apps/server/src/core/deps.ts'));
let appDepsKeys = [];
ts.forEachChild(depsFile, (n) => {
  if (ts.isInterfaceDeclaration(n) && n.name.text === 'AppDeps') {
    appDepsKeys = n.members.map((m) => m.name.getText(depsFile));
  }
});
const ALL = new Set(appDepsKeys);

function rel(file) {
  return path.relative(root, file);
}

/** Files whose `deps: AppDeps` parameters this run rewrites. */
function inScope(file) {
  const r = rel(file);
  if (
    !r.startsWith('apps/server/src/') ||
    r.endsWith('.test.ts') ||
    r.includes('/testing/') ||
    r.includes('/test/')
  )
    return false;
  const mod = r.match(/^apps\/server\/src\/modules\/([^/]+)\//);
  if (mod) return !SKIP_MODULES.includes(mod[1]) && !r.endsWith('.routes.ts');
  if (r.startsWith('apps/server/src/core/')) return !r.endsWith('route-types.ts');
  if (r.startsWith('apps/server/src/jobs/')) return !r.endsWith('scheduler.ts');
  return false;
}

function isAppDepsType(node) {
  return node && ts.isTypeReferenceNode(node) && node.typeName.getText() === 'AppDeps' && !node.typeArguments;
}

/** key -> { fn, param, file, name, direct:Set, edges:[], whole:[reasons], fixed } */
const params = new Map();
const keyOf = (param) => `${param.getSourceFile().fileName}:${param.pos}`;

function fnName(fn) {
  if (fn.name) return fn.name.getText();
  const p = fn.parent;
  if (p && ts.isVariableDeclaration(p)) return p.name.getText();
  if (p && ts.isPropertyAssignment(p)) return p.name.getText();
  return '<anonymous>';
}

for (const sf of program.getSourceFiles()) {
  if (!sf.fileName.startsWith(srcDir) || sf.fileName.endsWith('.test.ts')) continue;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      for (const p of node.parameters) {
        if (isAppDepsType(p.type) && ts.isIdentifier(p.name)) {
          const exportedJob =
            rel(sf.fileName).startsWith('apps/server/src/jobs/') &&
            ts.isFunctionDeclaration(node) &&
            node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
          params.set(keyOf(p), {
            fn: node,
            param: p,
            file: sf.fileName,
            name: fnName(node),
            direct: new Set(),
            edges: [],
            whole: [],
            // Job runners and register* functions are the app's wiring: they keep the whole AppDeps.
            rewrite: inScope(sf.fileName) && !exportedJob && !/^register[A-Z]/.test(fnName(node)),
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

function propsOfType(type) {
  return new Set(
    checker
      .getPropertiesOfType(type)
      .map((s) => s.getName())
      .filter((n) => ALL.has(n)),
  );
}

/** The requirement placed on `deps` by passing it as argument `index` of `call`. */
function argumentRequirement(call, index) {
  const sig = checker.getResolvedSignature(call);
  const decl = sig?.getDeclaration();
  if (decl?.parameters) {
    const p = decl.parameters[Math.min(index, decl.parameters.length - 1)];
    if (p && params.has(keyOf(p))) return { edge: keyOf(p) };
    if (p) {
      const t = checker.getTypeAtLocation(p);
      return { set: propsOfType(t) };
    }
  }
  return { whole: 'unresolved call' };
}

for (const entry of params.values()) {
  const sym = checker.getSymbolAtLocation(entry.param.name);
  const body = entry.fn.body;
  const where = (n) => {
    const sf = n.getSourceFile();
    const { line } = sf.getLineAndCharacterOfPosition(n.getStart());
    return `${rel(sf.fileName)}:${line + 1}`;
  };
  const visit = (node) => {
    if (ts.isIdentifier(node) && checker.getSymbolAtLocation(node) === sym) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        const member = parent.name.text;
        if (ALL.has(member)) entry.direct.add(member);
        else entry.whole.push(`.${member} at ${where(node)}`);
      } else if (
        (ts.isCallExpression(parent) || ts.isNewExpression(parent)) &&
        parent.arguments?.includes(node)
      ) {
        const r = argumentRequirement(parent, parent.arguments.indexOf(node));
        if (r.edge) entry.edges.push(r.edge);
        else if (r.set) for (const m of r.set) entry.direct.add(m);
        else entry.whole.push(`${r.whole} at ${where(node)}`);
      } else if (ts.isSpreadAssignment(parent) && ts.isObjectLiteralExpression(parent.parent)) {
        const literal = parent.parent;
        const own = new Set(
          literal.properties.filter((p) => p !== parent && p.name).map((p) => p.name.getText()),
        );
        const call = literal.parent;
        if ((ts.isCallExpression(call) || ts.isNewExpression(call)) && call.arguments.includes(literal)) {
          const r = argumentRequirement(call, call.arguments.indexOf(literal));
          if (r.edge) entry.edges.push({ key: r.edge, minus: own });
          else if (r.set)
            for (const m of r.set)
              if (!own.has(m)) entry.direct.add(m);
              else entry.whole.push(`spread ${r.whole} at ${where(node)}`);
        } else entry.whole.push(`spread at ${where(node)}`);
      } else if (
        ts.isVariableDeclaration(parent) &&
        parent.initializer === node &&
        ts.isObjectBindingPattern(parent.name)
      ) {
        for (const el of parent.name.elements) {
          if (el.dotDotDotToken) entry.whole.push(`rest at ${where(node)}`);
          else entry.direct.add((el.propertyName ?? el.name).getText());
        }
      } else if (
        ts.isShorthandPropertyAssignment(parent) ||
        (ts.isPropertyAssignment(parent) && parent.initializer === node)
      ) {
        const ctx = checker.getContextualType(parent.parent);
        const prop = ctx && checker.getPropertyOfType(ctx, parent.name.getText());
        if (prop)
          for (const m of propsOfType(checker.getTypeOfSymbolAtLocation(prop, parent))) entry.direct.add(m);
        else entry.whole.push(`property at ${where(node)}`);
      } else {
        entry.whole.push(`${ts.SyntaxKind[parent.kind]} at ${where(node)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  if (body) visit(body);
}

// Fixed point: a parameter needs its own members plus its callees' needs; parameters that are
// not rewritten (outside the scope) keep the whole AppDeps.
const need = new Map();
for (const [k, e] of params)
  need.set(k, e.rewrite && e.whole.length === 0 ? new Set(e.direct) : new Set(ALL));
let changed = true;
while (changed) {
  changed = false;
  for (const [k, e] of params) {
    const mine = need.get(k);
    for (const edge of e.edges) {
      const target = typeof edge === 'string' ? edge : edge.key;
      const minus = typeof edge === 'string' ? new Set() : edge.minus;
      for (const m of need.get(target))
        if (!minus.has(m) && !mine.has(m)) {
          mine.add(m);
          changed = true;
        }
    }
  }
}

const order = appDepsKeys;
const sorted = (set) => order.filter((k) => set.has(k));
/** Sets shared by many services get a name (core/deps.ts, modules/instances/instance-deps.ts). */
const NAMED = {
  'db|clock|compute|log': { name: 'MachineDeps', module: 'core' },
  'config|db|clock|compute|log': { name: 'InstanceDeps', module: 'instances' },
};
const report = [];
const edits = new Map();
for (const [k, e] of params) {
  const set = need.get(k);
  const full = set.size === ALL.size;
  report.push({
    file: rel(e.file),
    fn: e.name,
    rewrite: e.rewrite,
    members: full ? 'ALL' : sorted(set),
    whole: e.whole,
  });
  if (e.rewrite && !full) {
    const named = NAMED[sorted(set).join('|')];
    const text = named
      ? named.name
      : set.size === 0
        ? 'Pick<AppDeps, never>'
        : `Pick<AppDeps, ${sorted(set)
            .map((m) => `'${m}'`)
            .join(' | ')}>`;
    const list = edits.get(e.file) ?? [];
    list.push({ start: e.param.type.getStart(), end: e.param.type.getEnd(), text, named });
    edits.set(e.file, list);
  }
}

/** The import edits of a file: AppDeps dropped when no longer used, named types added. */
function importEdits(file, list) {
  const sf = program.getSourceFile(file);
  let remaining = 0;
  const visit = (n) => {
    if (isAppDepsType(n) && !list.some((e) => e.start === n.getStart())) remaining++;
    ts.forEachChild(n, visit);
  };
  visit(sf);
  if (list.some((e) => e.text.startsWith('Pick<AppDeps'))) remaining++;
  const fromCore = new Set(list.filter((e) => e.named?.module === 'core').map((e) => e.named.name));
  const fromInstances = new Set(list.filter((e) => e.named?.module === 'instances').map((e) => e.named.name));
  const out = [];
  const depsImport = sf.statements.find(
    (s) =>
      ts.isImportDeclaration(s) &&
      /(^|\/)deps$/.test(s.moduleSpecifier.text) &&
      s.importClause?.namedBindings?.elements?.some((el) => el.name.text === 'AppDeps'),
  );
  if (depsImport) {
    const names = depsImport.importClause.namedBindings.elements
      .map((el) => el.name.text)
      .filter((n) => n !== 'AppDeps' || remaining > 0);
    for (const n of fromCore) if (!names.includes(n)) names.push(n);
    const text = `import type { ${names.join(', ')} } from '${depsImport.moduleSpecifier.text}';`;
    out.push({ start: depsImport.getStart(), end: depsImport.getEnd(), text });
  }
  if (fromInstances.size > 0) {
    const spec = rel(file).startsWith('apps/server/src/modules/instances/')
      ? './instance-deps'
      : '../instances';
    const last = sf.statements.filter(ts.isImportDeclaration).at(-1);
    out.push({
      start: last.getEnd(),
      end: last.getEnd(),
      text: `\nimport type { ${[...fromInstances].join(', ')} } from '${spec}';`,
    });
  }
  return out;
}

if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(report, null, 2));
const kept = report.filter((r) => r.members === 'ALL');
console.log(
  `parameters: ${report.length}, narrowed: ${report.length - kept.length}, whole AppDeps: ${kept.length}`,
);
if (write) {
  for (const [file, list] of edits) {
    let text = fs.readFileSync(file, 'utf8');
    const all = [...list, ...importEdits(file, list)];
    for (const edit of all.sort((a, b) => b.start - a.start))
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    fs.writeFileSync(file, text);
  }
  console.log(
    `rewrote ${[...edits.values()].reduce((n, l) => n + l.length, 0)} parameters in ${edits.size} files`,
  );
}
