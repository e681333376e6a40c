/**
 * The walls between modules, checked by `npm run lint` (dependency-cruiser).
 * Server: each module under apps/server/src/modules/<m>/ is a room with one door, its index.ts;
 * core, db and providers are beneath every module; nothing runs in a circle; product code never
 * imports the tests' kits and fakes (apps/server/src/testing/).
 * Web: a feature imports shared/, api/ and its own folder; the staff console (ops/) may use a
 * feature's public hooks; app/ assembles the features' routes.
 * packages/domain is pure: it imports nothing of ours (its tests use vitest and fast-check).
 * packages/cli (the gpucloud command) reaches the API through packages/sdk only.
 */
const tests = '(\\.test\\.tsx?$|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No cycles between files (and so none between modules, which meet at their index.ts).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-through-its-door',
      severity: 'error',
      comment:
        "Another module is reached through its index.ts only: its repositories, services' internals and helpers stay inside.",
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: tests },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'app-through-the-doors',
      severity: 'error',
      comment:
        'The app, jobs and seed reach modules through their doors (routes are registered from index.ts too).',
      from: {
        path: '^apps/server/src/(app|main|jobs/|seed/|maintenance/|rotate-data-key|backup|restore)',
        pathNot: tests,
      },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'foundations-below-modules',
      severity: 'error',
      comment: 'core, db and providers are beneath the modules and never import them.',
      from: { path: '^apps/server/src/(core|db|providers)/', pathNot: tests },
      to: { path: '^apps/server/src/(modules|jobs|seed|app\\.ts)' },
    },
    {
      name: 'jobs-above-modules',
      severity: 'error',
      comment:
        'Jobs schedule work of the modules; nothing beneath them (modules, core, db, providers) imports a job.',
      from: { path: '^apps/server/src/(modules|core|db|providers)/', pathNot: tests },
      to: { path: '^apps/server/src/jobs/' },
    },
    {
      name: 'product-never-imports-tests',
      severity: 'error',
      comment:
        'Test kits, builders and the fakes of third parties live in apps/server/src/testing/; no product file imports them (or a test), so none reaches the production bundle.',
      from: { path: '^apps/server/src/', pathNot: tests },
      to: { path: '(^apps/server/src/testing/|\\.test\\.tsx?$)' },
    },
    {
      name: 'domain-imports-nothing',
      severity: 'error',
      comment:
        'packages/domain holds pure rules shared by web and server: it depends on nothing of ours or of npm.',
      from: { path: '^packages/domain/src/', pathNot: tests },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'cli-on-the-sdk',
      severity: 'error',
      comment:
        'The gpucloud CLI is built on the SDK: of our code it imports @gpucloud/sdk only, never the server, the web, the contracts or the domain directly.',
      from: { path: '^packages/cli/src/' },
      to: { path: '^(apps/|packages/(contracts|domain|server)/)' },
    },
    {
      name: 'web-feature-is-a-room',
      severity: 'error',
      comment: 'A web feature imports shared/, api/ and its own folder only.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/(shared|api)/'],
      },
    },
    {
      name: 'web-ops-uses-feature-hooks',
      severity: 'error',
      comment: 'The staff console uses shared/, api/ and, of a feature, only its public hooks.',
      from: { path: '^apps/web/src/ops/' },
      to: {
        path: '^apps/web/src/(features|app)/',
        pathNot: '^apps/web/src/features/[^/]+/hooks\\.ts$',
      },
    },
    {
      name: 'web-shared-is-shared',
      severity: 'error',
      comment: 'shared/ and api/ are beneath every feature.',
      from: { path: '^apps/web/src/(shared|api)/' },
      to: { path: '^apps/web/src/(features|ops|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // gpucloud-source: the SDK's exports point at its dist/ for publishing; the walls read its source.
      conditionNames: ['gpucloud-source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
