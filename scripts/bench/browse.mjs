#!/usr/bin/env node
// Browse benchmark (issue 5, item 7): one run, one table. Search p50/p95 with facet counts at the
// demo catalogue's size and at 20,000 products on PGlite and on PostgreSQL (with catalogue reads
// and seeding beside them), server render time of the home, listing and product pages,
// Lighthouse 12 (Debian's Chromium, mobile, simulated throttling) for those pages in ar-sa, and
// the gzipped JavaScript a first visit to a product page loads; each against its target, marked
// met or not met. Progress goes to stderr, the tables to stdout. Numbers are printed, never
// asserted: a missed target still exits 0 (1 on an error).
//
//   npm run pnpm -- exec turbo run build        # the engine and the storefront; this builds nothing
//   npm run bench [-- --iterations=300 --sizes=1500,20000 --engines=pglite,postgres
//                     --pglite-max-products=20000
//                     --web-iterations=200 --lighthouse-runs=3 --skip-lighthouse --skip-web]
//
// `--sizes=1500,20000,200000` adds the 200,000-product catalogue (PostgreSQL; PGlite above
// --pglite-max-products is left out with a line saying so) and its target (p95 < 30 ms).
import { parseArgs } from 'node:util';
import { engineTable, measureCatalogue } from './engine.mjs';
import { loadEngine, withSeededCatalogue } from './lib/engine.mjs';
import { formatTable, runnableEngines } from './lib/measure.mjs';
import { PGLITE_MAX_PRODUCTS, growthTable, measureSearch, plannedRuns, searchTable, targetRows } from './search.mjs';
import { TARGETS, firstLoadBytes, printWebReport, runWebBenchmark, webBenchmarkProblems } from './web.mjs';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    sizes: { type: 'string', default: '1500,20000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'pglite-max-products': { type: 'string', default: String(PGLITE_MAX_PRODUCTS) },
    'web-iterations': { type: 'string', default: '200' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-web': { type: 'boolean', default: false },
  },
});
const iterations = Number(values.iterations);
const sizes = values.sizes.split(',').map(Number);
const wantedEngines = values.engines.split(',').map((engine) => engine.trim());
const webOptions = {
  iterations: Number(values['web-iterations']),
  warmUp: 20,
  lighthouseRuns: Number(values['lighthouse-runs']),
  skipLighthouse: values['skip-lighthouse'],
};
const problems = [
  ...(Number.isInteger(iterations) && iterations >= 1 ? [] : ['--iterations must be a whole number of at least 1.']),
  ...(sizes.every((size) => Number.isInteger(size) && size >= 20) ? [] : ['--sizes must list whole numbers of at least 20.']),
  ...(values['skip-web'] ? [] : webBenchmarkProblems(webOptions)),
];
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(2);
}

const started = performance.now();
const stage = (line) => process.stderr.write(`\n▶ ${line} (${((performance.now() - started) / 1000).toFixed(0)} s so far)\n`);

async function main() {
  const modules = await loadEngine();
  const { engines, skipped: unavailable } = await runnableEngines(wantedEngines, modules.postgresServerAvailability, modules.TEST_SERVER_URL);
  const { runs, skipped: left } = plannedRuns(engines, sizes, Number(values['pglite-max-products']));
  const skipped = [...unavailable, ...left];
  const searchResults = [];
  const catalogueResults = [];
  const steps = runs.length + (values['skip-web'] ? 0 : 1);
  let step = 0;
  for (const { engine, products } of runs) {
    step += 1;
    stage(`[${step}/${steps}] Search and catalogue reads on ${engine}, ${products} products`);
    await withSeededCatalogue(modules, engine, products, async (seeded) => {
      const rows = await measureSearch(modules, seeded.db, { iterations, label: seeded.label });
      searchResults.push({ engine, products, indexSeconds: seeded.indexSeconds, rows });
      const reads = await measureCatalogue(modules, seeded.db, { iterations, label: seeded.label });
      catalogueResults.push({ engine, products: seeded.products, seedSeconds: seeded.seedSeconds, ...reads });
    });
  }
  let web;
  if (!values['skip-web']) {
    step += 1;
    stage(`[${step}/${steps}] Storefront: server render time, first-load JavaScript${webOptions.skipLighthouse ? '' : ', Lighthouse'}`);
    web = await runWebBenchmark(webOptions);
  }

  console.log(`\n# Browse benchmark, Node ${process.version}, ${((performance.now() - started) / 60_000).toFixed(1)} min\n`);
  console.log(`## Search (KSA, ${iterations} requests per workload after 20 warm-up, every facet counted)\n`);
  const search = searchTable({ results: searchResults, sizes, engines: wantedEngines });
  console.log(formatTable(search.header, search.table));
  console.log('\n## How search p95 grows with the catalogue\n');
  const growth = growthTable({ results: searchResults, sizes, engines: wantedEngines });
  console.log(formatTable(growth.header, growth.table, 2));
  console.log('\n## Catalogue reads and seeding\n');
  const catalogue = engineTable(catalogueResults);
  console.log(formatTable(catalogue.header, catalogue.table));
  if (web) printWebReport(web);

  console.log('\n## Targets\n');
  const verdict = (met) => (met === undefined ? '-' : met ? 'met' : 'NOT MET');
  // The targets are set for the large catalogues on the server engine (issue 5: 20,000 products; issue 17: 200,000).
  const rows = [...targetRows(searchResults)];
  for (const page of web?.render.filter((result) => result.locale === 'ar-sa') ?? []) {
    rows.push([`server render p50 / p95, ${page.label}`, `${page.server.p50.toFixed(1)} / ${page.server.p95.toFixed(1)} ms`, '-', '-']);
  }
  for (const score of web?.scores ?? []) {
    rows.push([`Lighthouse performance, ${score.label}`, score.score.toFixed(2), `>= ${TARGETS.performance}`, verdict(score.score >= TARGETS.performance)]);
    rows.push([`  LCP`, `${Math.round(score.lcp)} ms`, `< ${TARGETS.lcpMs} ms`, verdict(score.lcp < TARGETS.lcpMs)]);
    rows.push([`  TBT`, `${Math.round(score.tbt)} ms`, '-', '-']);
    rows.push([`  CLS`, score.cls.toFixed(3), `< ${TARGETS.cls}`, verdict(score.cls < TARGETS.cls)]);
  }
  if (web) {
    const { total, beforeHydration } = firstLoadBytes(web.javascript);
    const kilobytes = total / 1000;
    rows.push([
      `JavaScript of a first visit, ar-sa product page (gzip -9; ${(beforeHydration / 1000).toFixed(1)} kB of it before hydrating)`,
      `${kilobytes.toFixed(1)} kB`,
      `≤ ${TARGETS.firstLoadJsKb} kB`,
      verdict(kilobytes <= TARGETS.firstLoadJsKb),
    ]);
  }
  console.log(formatTable(['measure', 'measured', 'target', 'verdict'], rows));
  if (values['skip-web']) console.log('\nStorefront figures skipped with --skip-web.');
  else if (webOptions.skipLighthouse) console.log('\nLighthouse skipped with --skip-lighthouse.');
  for (const message of skipped) console.log(`\n${message}`);
}

try {
  await main();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
