// The hexagon's layer rules. `npm test` checks them; scripts/checks/layer-rule.spec.ts proves they bite.
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
      name: 'adapters-do-not-know-drivers',
      comment: 'Adapters implement the core’s ports; they never reach into the API or the web.',
      severity: 'error',
      from: { path: '^packages/adapters-[^/]+/' },
      to: { path: ['^packages/(api|web)/', 'node_modules/@storefront/(api|web)/'] },
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
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: ['^packages/web/', 'node_modules/@storefront/web/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
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
