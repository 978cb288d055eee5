// The hexagon's layer rules and the storefront's boundaries (decision 0017). `npm test` checks them;
// scripts/checks/layer-rule.spec.ts proves each one bites.

/**
 * Browser code: every module under packages/web/app, which the client build may bundle, except
 * `*.server.ts(x)` modules (React Router keeps them out of the client build and fails it if one
 * is reached), specs and test support. Route loaders sit in the same modules as the components
 * and are held to the same rule: what they need on the server comes through the load context.
 */
const BROWSER_CODE = '^packages/web/app/';
const NOT_BROWSER_CODE = '\\.server\\.tsx?$|\\.spec\\.tsx?$|/test-support/';
/** What the browser never loads: the adapters, the API, the composition root, the host process, the demo data and the mail package. */
const SERVER_SIDE = '(adapters-[^/]+|api|composition|server|demo-store|mail)/';
/** A feature's declared entries: `index.ts`, what loads on demand under `lazy/`, and its stylesheets. */
const FEATURE_ENTRY = '^packages/web/app/features/[^/]+/(index\\.ts|lazy/[^/]+\\.tsx?|[^/]+\\.css)$';
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-nothing-of-ours',
      comment: 'The core is the centre of the hexagon: it depends on no adapter, driver or other package of ours.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: ['^packages/(?!core/)', 'node_modules/@storefront/(?!core/)'] },
    },
    {
      name: 'core-is-framework-free',
      comment: 'The core may use zod, neverthrow and libphonenumber-js only: no React, Fastify, undici, inversify, drizzle, pg, nor Node built-ins.',
      severity: 'error',
      from: { path: '^packages/core/src/', pathNot: '\\.spec\\.ts$|/test-support/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core', 'unknown'],
        pathNot: 'node_modules/(zod|neverthrow|libphonenumber-js)/|node_modules/\\.pnpm/(zod|neverthrow|libphonenumber-js)@',
      },
    },
    {
      name: 'contract-knows-only-the-core',
      comment: 'The wire shapes are read by the browser: they depend on zod (its mini build) and the core’s types, never on an adapter or a driver.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: ['^packages/(?!contract/|core/)', 'node_modules/@storefront/(?!contract/|core/)'] },
    },
    {
      name: 'no-driver-reaches-a-port-adapter',
      comment: 'Drivers call use cases: the web’s pages and the API’s routes never import the commerce engine nor the Redis adapters.',
      severity: 'error',
      from: { path: '^packages/(web/app|api/src/routes)/' },
      to: { path: ['^packages/adapters-(postgres|redis)/', 'node_modules/@storefront/adapters-(postgres|redis)/'] },
    },
    {
      name: 'redis-adapters-know-only-the-core',
      comment: 'The Redis adapters implement the core’s ports: they import nothing of ours but the core (decision 0912).',
      severity: 'error',
      from: { path: '^packages/adapters-redis/' },
      to: { path: ['^packages/(?!core/|adapters-redis/)', 'node_modules/@storefront/(?!core/|adapters-redis/)'] },
    },
    {
      name: 'sandbox-payments-know-only-the-core',
      comment: 'The sandbox payment provider and its adapters implement the core’s payment ports: they import nothing of ours but the core (decision 1230).',
      severity: 'error',
      from: { path: '^packages/adapters-sandbox-payments/' },
      to: { path: ['^packages/(?!core/|adapters-sandbox-payments/)', 'node_modules/@storefront/(?!core/|adapters-sandbox-payments/)'] },
    },
    {
      name: 'mail-knows-only-the-core',
      comment: 'The mail package (templates, the MailerPort over a transport, SMTP) serves the core’s port: it imports nothing of ours but the core (decision 1030).',
      severity: 'error',
      from: { path: '^packages/mail/' },
      to: { path: ['^packages/(?!core/|mail/)', 'node_modules/@storefront/(?!core/|mail/)'] },
    },
    {
      name: 'adapters-do-not-know-drivers',
      comment: 'Adapters implement the core’s ports; they never reach into the composition, the API, the web or the host.',
      severity: 'error',
      from: { path: '^packages/adapters-[^/]+/' },
      to: { path: ['^packages/(composition|api|web|server)/', 'node_modules/@storefront/(composition|api|web|server)/'] },
    },
    {
      name: 'composition-imports-no-driver',
      comment: 'The shared composition (configuration, runtime, the shared container module) serves every driver and knows none.',
      severity: 'error',
      from: { path: '^packages/composition/' },
      to: { path: ['^packages/(api|web|server)/', 'node_modules/@storefront/(api|web|server)/'] },
    },
    {
      name: 'engine-ships-without-the-demo-store',
      comment:
        'The engine imports catalogues of any source; only its tests (specs and test/) seed the demo store, so the production package never carries it (decision 0019).',
      severity: 'error',
      from: { path: '^packages/adapters-postgres/', pathNot: '\\.spec\\.ts$|^packages/adapters-postgres/test/' },
      to: { path: ['^packages/demo-store/', 'node_modules/@storefront/demo-store/'] },
    },
    {
      name: 'demo-store-knows-only-the-core',
      comment: 'The demo store is data: it may use the core’s types and rules, never an engine, an adapter or a driver (no cycle with the engine’s tests).',
      severity: 'error',
      from: { path: '^packages/demo-store/' },
      to: { path: ['^packages/(?!core/|demo-store/)', 'node_modules/@storefront/(?!core/|demo-store/)'] },
    },
    {
      name: 'api-does-not-know-web',
      comment: 'The API runs alone too: it imports neither the storefront nor the one-process host.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: ['^packages/(web|server)/', 'node_modules/@storefront/(web|server)/'] },
    },
    {
      name: 'web-does-not-know-api',
      comment: 'The storefront reaches the API over HTTP only; the host (packages/server) is what puts the two in one process.',
      severity: 'error',
      from: { path: '^packages/web/' },
      to: { path: ['^packages/(api|server)/', 'node_modules/@storefront/(api|server)/'] },
    },
    {
      name: 'browser-code-stays-in-the-browser',
      comment: 'What the browser runs may not import an adapter, the API, the composition root, the host process, the demo data or a Node built-in (decision 0017).',
      severity: 'error',
      from: { path: BROWSER_CODE, pathNot: NOT_BROWSER_CODE },
      to: { path: [`^packages/${SERVER_SIDE}`, `node_modules/@storefront/${SERVER_SIDE}`] },
    },
    {
      name: 'browser-code-has-no-node-built-ins',
      severity: 'error',
      from: { path: BROWSER_CODE, pathNot: NOT_BROWSER_CODE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'features-meet-through-entries',
      comment: "A web feature reaches another only through that feature's declared entry (decision 0017).",
      severity: 'error',
      from: { path: '^packages/web/app/features/([^/]+)/' },
      to: { path: '^packages/web/app/features/', pathNot: ['^packages/web/app/features/$1/', FEATURE_ENTRY] },
    },
    {
      name: 'features-are-reached-through-entries',
      comment: "Routes, the root, shared components and the server reach a feature through its declared entry only.",
      severity: 'error',
      from: { path: '^packages/web/', pathNot: '^packages/web/app/features/' },
      to: { path: '^packages/web/app/features/', pathNot: FEATURE_ENTRY },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-features',
      comment:
        'No cycle between web features, nor between a feature and the shared folders (lib, components, routes): a cycle of modules is caught above, a cycle of features need not be one (decision 0017).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^packages/web/app/(features/[^/]+|[^/]+)' },
      to: { path: '^packages/web/app/', pathNot: '^packages/web/app/$1(/|$)', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build|coverage|\\.react-router)/' },
    preserveSymlinks: false,
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
