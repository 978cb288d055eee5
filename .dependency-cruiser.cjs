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
      name: 'contract-knows-only-the-core',
      comment: 'The wire shapes are read by the browser: they depend on zod (its mini build) and the core’s types, never on an adapter or a driver.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: ['^packages/(?!contract/|core/)', 'node_modules/@storefront/(?!contract/|core/)'] },
    },
    {
      name: 'no-driver-reaches-a-port-adapter',
      comment: 'Drivers call use cases: the web’s pages and the API’s routes never import the commerce engine.',
      severity: 'error',
      from: { path: '^packages/(web/app|api/src/routes)/' },
      to: { path: ['^packages/adapters-postgres/', 'node_modules/@storefront/adapters-postgres/'] },
    },
    {
      name: 'adapters-do-not-know-drivers',
      comment: 'Adapters implement the core’s ports; they never reach into the API or the web.',
      severity: 'error',
      from: { path: '^packages/adapters-[^/]+/' },
      to: { path: ['^packages/(api|web)/', 'node_modules/@storefront/(api|web)/'] },
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
