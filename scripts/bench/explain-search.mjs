#!/usr/bin/env node
// EXPLAIN (ANALYZE, BUFFERS) of the statements one search request runs, on a database seeded by
// `search.mjs --database=NAME` (kept between runs), so a slow workload's plan can be read without
// seeding again. The request is one of the benchmark's (`--workload` and `--index`) or a free text.
//
//   node scripts/bench/explain-search.mjs --database=bench_search_200000 --text='rose gold' [--language=ar]
//                                         [--sort=RELEVANCE] [--start=0] [--runs=3] [--relevance=word-weights|proximity]
//   node scripts/bench/explain-search.mjs --database=bench_search_200000 --workload='price range' --index=1
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { loadEngine } from './lib/engine.mjs';
import { DEFAULT_RELEVANCE, WORKLOADS } from './search.mjs';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    text: { type: 'string' },
    language: { type: 'string', default: 'en' },
    sort: { type: 'string', default: 'RELEVANCE' },
    start: { type: 'string', default: '0' },
    workload: { type: 'string' },
    index: { type: 'string', default: '0' },
    runs: { type: 'string', default: '1' },
    relevance: { type: 'string', default: DEFAULT_RELEVANCE },
  },
});
if (values.database === undefined) throw new Error('--database=NAME: a database seeded by search.mjs --database');
const modules = await loadEngine();
// drizzle-orm as the engine has it (the scripts have no dependencies of their own).
const { sql } = createRequire(new URL('../../packages/adapters-postgres/package.json', import.meta.url))('drizzle-orm');
const url = new URL(modules.TEST_SERVER_URL);
url.pathname = `/${values.database}`;
const handle = await modules.openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 2 });
await handle.migrate();

const chosen = values.workload !== undefined
  ? Object.entries(WORKLOADS).find(([name]) => name.includes(values.workload))?.[1][Number(values.index)]
  : {
      searchType: 'SEARCH',
      locale: { language: values.language, region: 'sa' },
      brand: 'lazurde',
      text: values.text ?? '',
      sort: values.sort,
      start: Number(values.start),
      rows: 40,
      categoryPath: [],
      filters: {},
      priceRange: { min: 10, max: 9_999_999 },
      facetOptionLimit: 500,
    };
const request = chosen === undefined ? undefined : { ...chosen, relevance: values.relevance };
if (request === undefined) throw new Error(`No request ${values.index} in a workload named like ${values.workload}`);
console.log(JSON.stringify(request));

// The search's database, explaining every statement with a `with` (the search statement) before running it.
const explaining = new Proxy(handle.db, {
  get(target, property) {
    if (property !== 'execute') return Reflect.get(target, property);
    return async (statement) => {
      const text = target.dialect.sqlToQuery(statement).sql;
      if (/^\s*with (recursive )?a as/.test(text)) {
        if (process.env.EXPLAIN_PARAMS) console.log(JSON.stringify(target.dialect.sqlToQuery(statement).params));
        for (let run = 0; run < Number(values.runs); run += 1) {
          const plan = await target.execute(sql`explain (analyze, buffers) ${statement}`).catch((error) => {
            console.error(`${error.message}\n${error.cause?.message ?? ''}`);
            throw error;
          });
          console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
          console.log('---');
        }
      }
      return target.execute(statement).catch((error) => {
        console.error(`${error.message}\n${error.cause?.message ?? ''}\n${text}`);
        throw error;
      });
    };
  },
});
const result = await new modules.PostgresSearch(explaining).search(request);
if (result.isErr()) throw new Error(JSON.stringify(result.error));
console.log(`total ${result.value.total}, page ${result.value.products.map((product) => product.sku).slice(0, 10).join(' ')} …`);
await handle.close();
