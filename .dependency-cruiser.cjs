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
