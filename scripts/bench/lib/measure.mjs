// What the benchmark scripts share: percentiles, timed loops, plain-text tables.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The value at `fraction` (0..1) of an ascending list, nearest rank. */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** Runs `run(i)` `warmUp` times unmeasured, then `iterations` times; answers p50 and p95 in ms, and every time (ascending). */
export async function latency(run, { iterations, warmUp }) {
  for (let i = 0; i < warmUp; i += 1) await run(i);
  const times = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), times };
}

/** The value of an ok Result; a benchmark stops on an error rather than timing failures. */
export function unwrap(result, what) {
  if (result.isErr()) throw new Error(`${what} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A Markdown-style table as text; the first `leftColumns` columns are left-aligned, the rest right. */
export function formatTable(header, rows, leftColumns = 1) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    `| ${cells.map((cell, column) => (column < leftColumns ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Prints a Markdown-style table; the first `leftColumns` columns are left-aligned, the rest right. */
export function printTable(header, rows, leftColumns = 1) {
  console.log(formatTable(header, rows, leftColumns));
}

/** Whether the module at `moduleUrl` is the script node was started with (run, not imported). */
export function isMain(moduleUrl) {
  return process.argv[1] !== undefined && moduleUrl === pathToFileURL(realpathSync(process.argv[1])).href;
}

/**
 * The engines of `wanted` that can run here, and a line for each one left out: PostgreSQL when no
 * server answers (`availability` is the testing module's `postgresServerAvailability`), any unknown name.
 */
export async function runnableEngines(wanted, availability, serverUrl) {
  const engines = [];
  const skipped = [];
  for (const engine of wanted) {
    if (engine === 'postgres') {
      const server = await availability();
      if (server.available) engines.push(engine);
      else skipped.push(`PostgreSQL skipped: no server at ${serverUrl} (${server.reason ?? 'no answer'})`);
    } else if (engine === 'pglite') {
      engines.push(engine);
    } else {
      skipped.push(`Unknown engine ${engine} skipped (pglite or postgres)`);
    }
  }
  return { engines, skipped };
}
