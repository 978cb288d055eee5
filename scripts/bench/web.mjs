#!/usr/bin/env node
// Web benchmark: server render time of the home, listing and product pages (ar-sa and en-sa),
// Lighthouse 12 (mobile, simulated throttling) in Debian's Chromium for the ar-sa pages, and the
// JavaScript a first visit to a product page loads, gzipped. Numbers are printed beside their
// targets, never asserted: the script exits 0 when a target is missed.
//
//   npm run pnpm -- exec turbo run build --filter=@storefront/server...
//   node scripts/bench/web.mjs [--iterations=200] [--warm-up=20] [--lighthouse-runs=3] [--skip-lighthouse]
//
// It builds nothing. It starts the built server (packages/server/dist/main.js) on a throwaway
// data folder and a free loopback port, waits for /readyz while the demo catalogue is seeded, and
// stops the server and removes the folder at the end, on errors and on Ctrl-C alike.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { freePort } from '../lib/free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { formatTable, isMain, percentile } from './lib/measure.mjs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const web = `${root}packages/web`;
const serverMain = `${root}packages/server/dist/main.js`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--no-default-browser-check',
  '--metrics-recording-only',
];
/** `firstLoadJsKb` is a ceiling the visit may reach: 105 kB since issue 17 (decision 0800), 120 kB in issue 5. */
export const TARGETS = { performance: 0.95, lcpMs: 1500, cls: 0.02, firstLoadJsKb: 105 };
const START_TIMEOUT_MS = 180_000;

// Set by runWebBenchmark from its options.
let iterations = 200;
let warmUp = 20;
let lighthouseRuns = 3;
let skipLighthouse = false;

/** The options' problems, the storefront's missing build outputs and a missing Chromium, as messages; none when it can run. */
export function webBenchmarkProblems({ iterations: runs = 200, warmUp: warm = 20, lighthouseRuns: audits = 3 } = {}) {
  const problems = [];
  for (const [name, value] of [['iterations', runs], ['warm-up', warm], ['lighthouse-runs', audits]]) {
    if (!Number.isInteger(value) || value < (name === 'warm-up' ? 0 : 1)) problems.push(`--${name} must be a whole number${name === 'warm-up' ? '' : ' of at least 1'}.`);
  }
  const missing = [serverMain, `${web}/build/server/index.js`, `${web}/build/client/assets`].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    problems.push(
      `The storefront is not built (missing ${missing.map((path) => path.slice(root.length)).join(', ')}). Run \`npm run pnpm -- exec turbo run build --filter=@storefront/server...\` first; this benchmark builds nothing.`,
    );
  }
  // The first visit's JavaScript is measured in Chromium too, so it is needed even without Lighthouse.
  if (!existsSync(CHROMIUM)) problems.push(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH or install Debian's chromium): Lighthouse and the first-visit JavaScript need it.`);
  return problems;
}

const progress = (line) => process.stderr.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------
// Cleanup: the server, Chromium and the data folder go, whatever way the run ends.

let dataDir;
let server;
let chrome;
/** The Playwright browser of the first-visit measurement, while it runs. */
let browser;
let cleaned = false;
let interrupted = false;

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  try {
    if (chrome) await Promise.resolve(chrome.kill()).catch(() => undefined);
    if (browser) await browser.close().catch(() => undefined);
  } finally {
    await stopServer().catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

let handlersInstalled = false;

/** Last resorts when the process goes down some other way: no server left behind, no folder either. */
function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.on(event, (error) => {
      console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      void cleanup().finally(() => process.exit(1));
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      interrupted = true;
      progress(`\n${signal}: stopping the server and removing ${dataDir}`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The server.


/** Fastify's own timing: `responseTime` of each "request completed" log line, by address. */
const serverTimes = new Map();
const pendingUrls = new Map();

function readServerLine(line) {
  if (!line.startsWith('{')) {
    if (line.trim() !== '') progress(`  server: ${line}`);
    return;
  }
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return;
  }
  if (record.msg === 'incoming request' && record.req) pendingUrls.set(record.reqId, record.req.url);
  else if (record.msg === 'request completed' && typeof record.responseTime === 'number') {
    const url = pendingUrls.get(record.reqId);
    pendingUrls.delete(record.reqId);
    if (url && serverTimes.has(url)) serverTimes.get(url).push(record.responseTime);
  } else if (record.level >= 50) progress(`  server error: ${record.msg}${record.err ? ` (${record.err.message})` : ''}`);
}

async function startServer() {
  const port = await freePort();
  progress(`Starting the storefront on 127.0.0.1:${port} with a throwaway data folder ${dataDir}`);
  server = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      // info: Fastify logs each request's responseTime, which is read as the server's own timing.
      LOG_LEVEL: 'info',
    },
  });
  createInterface({ input: server.stdout }).on('line', readServerLine);
  createInterface({ input: server.stderr }).on('line', (line) => progress(`  server: ${line}`));
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  for (;;) {
    const outcome = await Promise.race([
      fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status,
        () => 0,
      ),
      exited.then((exit) => exit),
    ]);
    if (typeof outcome === 'object') throw new Error(`The server exited before it was ready (code ${outcome.code}, signal ${outcome.signal}).`);
    if (outcome === 200) break;
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`The server was not ready within ${START_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  progress(`Ready after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return origin;
}

// ---------------------------------------------------------------------------------------------
// 1. Server render time.

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), count: sorted.length };
}

async function getPage(origin, path) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  return body;
}

async function renderTimes(origin, page) {
  for (let i = 0; i < warmUp; i += 1) await getPage(origin, page.path);
  const server = [];
  serverTimes.set(page.path, server);
  const client = [];
  const firstByte = [];
  let bytes = 0;
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    const response = await fetch(`${origin}${page.path}`, { redirect: 'manual' });
    firstByte.push(performance.now() - start);
    const body = await response.arrayBuffer();
    client.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`GET ${page.path} answered ${response.status}`);
    bytes = body.byteLength;
  }
  // The log lines trail the responses a little.
  const deadline = performance.now() + 3_000;
  while (server.length < iterations && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  serverTimes.delete(page.path);
  return { ...page, client: summary(client), firstByte: summary(firstByte), server: summary(server), bytes };
}

// ---------------------------------------------------------------------------------------------
// 3. First-load JavaScript of a product page.

/** GET with a raw body: what the server sends on the wire, before any decoding. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** How long the network must stay quiet after the load event before a visit is over, and the longest a visit may last. */
const QUIET_MS = 3_000;
const VISIT_LIMIT_MS = 30_000;

// The page-side functions below run in Chromium.
/* global window, document, MutationObserver */

/**
 * Records, from the first byte of the document on, when the page hydrates: the site header
 * carries `data-hydrated="true"` once React has hydrated it.
 */
function watchHydration() {
  const mark = () => {
    if (window.__hydratedAt === undefined && document.querySelector('[data-hydrated="true"]')) window.__hydratedAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * Every JavaScript file a first visit to `path` fetches: a fresh browser profile (no cache) in
 * Debian's Chromium at a phone's viewport, no scrolling and no input, until the network has been
 * quiet for QUIET_MS after the load event. What the page fetches once idle (code it preloads for
 * later) counts as much as what it needs to hydrate; each file says which of the two it was, by
 * when its request started. Sizes are read from the server afterwards: raw, gzip -9, and as sent.
 */
async function firstVisitJavaScript(origin, path) {
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  let visit;
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(watchHydration);
    const started = Date.now();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, { timeout: VISIT_LIMIT_MS });
    // Quiet: no resource started or ended within the last QUIET_MS.
    for (;;) {
      const quietFor = await page.evaluate(
        () => performance.now() - Math.max(0, ...performance.getEntriesByType('resource').map((entry) => entry.responseEnd || entry.startTime)),
      );
      if (quietFor >= QUIET_MS || Date.now() - started > VISIT_LIMIT_MS) break;
      await page.waitForTimeout(500);
    }
    visit = await page.evaluate(() => ({
      hydratedAt: window.__hydratedAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js(?:\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    await context.close();
  } finally {
    await browser.close();
    browser = undefined;
  }
  const files = [];
  for (const { url, startTime } of visit.scripts) {
    const plain = await rawGet(url, {});
    if (plain.status !== 200) throw new Error(`GET ${url} answered ${plain.status}`);
    const wire = await rawGet(url, { 'accept-encoding': 'br, gzip, deflate' });
    files.push({
      name: new URL(url).pathname,
      beforeHydration: startTime < visit.hydratedAt,
      raw: plain.body.length,
      gzip: gzipSync(plain.body, { level: 9 }).length,
      sentEncoding: wire.headers['content-encoding'] ?? 'identity',
      sent: wire.body.length,
    });
  }
  files.sort((a, b) => Number(b.beforeHydration) - Number(a.beforeHydration) || b.gzip - a.gzip);
  const html = await getPage(origin, path);
  // Inline scripts the browser runs (not JSON-LD nor the inert bootstrap of decision 0524, a module it fetched).
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => ['module', 'text/javascript', undefined].includes(/\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]))
    .map((match) => match[2])
    .filter((body) => body.trim() !== '');
  const inlineRaw = Buffer.from(inline.join('\n'));
  const document = Buffer.from(html);
  const documentWire = await rawGet(`${origin}${path}`, { 'accept-encoding': 'br, gzip, deflate' });
  return {
    files,
    hydratedAtMs: visit.hydratedAt,
    inline: { count: inline.length, raw: inlineRaw.length, gzip: gzipSync(inlineRaw, { level: 9 }).length },
    document: { raw: document.length, gzip: gzipSync(document, { level: 9 }).length, sentEncoding: documentWire.headers['content-encoding'] ?? 'identity', sent: documentWire.body.length },
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse.

async function lighthouseScores(origin, pages) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, handleSIGINT: false, logLevel: 'silent' });
  const flags = {
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  const results = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    // One unscored load first, so the server's image cache is warm as it is for every visit but the first.
    progress(`Lighthouse: ${page.label} (warm-up load)`);
    await lighthouse(url, { ...flags, onlyAudits: ['first-contentful-paint'] });
    const runs = [];
    for (let run = 1; run <= lighthouseRuns; run += 1) {
      progress(`Lighthouse: ${page.label} (run ${run} of ${lighthouseRuns})`);
      const result = await lighthouse(url, flags);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id];
      const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node;
      const lcpPhases = audit('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? [];
      runs.push({
        score: lhr.categories.performance.score,
        fcp: audit('first-contentful-paint').numericValue,
        lcp: audit('largest-contentful-paint').numericValue,
        tbt: audit('total-blocking-time').numericValue,
        cls: audit('cumulative-layout-shift').numericValue,
        si: audit('speed-index').numericValue,
        lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} <${lcpElement.selector ?? ''}>` : 'unknown',
        lcpPhases: lcpPhases.map((item) => `${item.phase ?? item.label} ${Math.round(item.timing ?? 0)} ms`).join(', '),
        opportunities: Object.values(lhr.audits)
          .filter((item) => item.details?.type === 'opportunity' && (item.details.overallSavingsMs ?? 0) >= 50)
          .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
          .map((item) => `${item.title} (~${Math.round(item.details.overallSavingsMs)} ms)`),
        warnings: lhr.runWarnings,
      });
    }
    runs.sort((a, b) => a.score - b.score);
    results.push({ ...page, runs: runs.length, ...runs[Math.floor(runs.length / 2)] });
  }
  await Promise.resolve(chrome.kill());
  chrome = undefined;
  return results;
}

// ---------------------------------------------------------------------------------------------
// Printing.

const table = formatTable;

const ms = (value) => (value === undefined ? 'n/a' : value.toFixed(1));
const kb = (bytes) => (bytes / 1000).toFixed(1);
const mark = (met) => (met ? 'met' : 'MISSED');

async function main() {
  const origin = await startServer();
  const rings = { ar: encodeURIComponent('خواتم'), en: 'rings' };
  const sku = 'LZ-RG-1001';
  const pages = [];
  for (const language of ['ar', 'en']) {
    const locale = `${language}-sa`;
    pages.push({ label: `${locale} home`, locale, kind: 'home', path: `/${locale}` });
    pages.push({ label: `${locale} listing`, locale, kind: 'listing', path: `/${locale}/${rings[language]}` });
    pages.push({ label: `${locale} product`, locale, kind: 'product', path: `/${locale}/p/product?product_sku=${sku}` });
  }
  // The product page under its canonical address (the slug is the product's name in the language).
  for (const page of pages.filter((candidate) => candidate.kind === 'product')) {
    const html = await getPage(origin, page.path);
    const canonical = /<link\b[^>]*rel="canonical"[^>]*href="([^"]+)"/i.exec(html)?.[1];
    if (canonical) {
      const url = new URL(canonical.replaceAll('&amp;', '&'));
      page.path = `${url.pathname}${url.search}`;
    }
  }

  const render = [];
  for (const page of pages) {
    progress(`Server render: ${page.label}, ${warmUp} warm-up + ${iterations} sequential requests`);
    render.push(await renderTimes(origin, page));
  }

  progress('JavaScript of a first visit to the ar-sa product page (Chromium, until the network is quiet)');
  const productPath = pages.find((page) => page.label === 'ar-sa product').path;
  const javascript = await firstVisitJavaScript(origin, productPath);

  const lighthousePages = pages.filter((page) => page.locale === 'ar-sa');
  const scores = skipLighthouse ? [] : await lighthouseScores(origin, lighthousePages);

  await stopServer();
  return { render, scores, javascript };
}

/** The JavaScript a first visit loads, in bytes gzipped at level 9: all of it, and what it fetched before hydrating. */
export function firstLoadBytes(javascript) {
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
  return { total: sum(javascript.files), beforeHydration: sum(javascript.files.filter((file) => file.beforeHydration)) };
}

/** Prints the three parts of the web benchmark, each beside its target. */
export function printWebReport({ render, scores, javascript }) {
  console.log(`\nWeb benchmark, Node ${process.version}, built storefront on PGlite (demo catalogue), loopback\n`);
  console.log(`1. Server render time (ms): ${iterations} sequential GETs each after ${warmUp} warm-up, fetch (undici) with keep-alive;`);
  console.log('   "full" is to the last byte, "first byte" to the headers, "server" is Fastify\'s own responseTime from its log.\n');
  console.log(
    table(
      ['page', 'full p50', 'full p95', 'first byte p50', 'first byte p95', 'server p50', 'server p95', 'HTML kB'],
      render.map((r) => [r.label, ms(r.client.p50), ms(r.client.p95), ms(r.firstByte.p50), ms(r.firstByte.p95), ms(r.server.p50), ms(r.server.p95), kb(r.bytes)]),
    ),
  );
  for (const r of render) console.log(`   ${r.label.padEnd(16)} ${decodeURI(r.path)}${r.server.count < iterations ? `  (server timing for ${r.server.count} of ${iterations})` : ''}`);

  console.log(`\n2. Lighthouse ${skipLighthouse ? '(skipped with --skip-lighthouse)' : `(performance only, mobile, simulated throttling, ${CHROMIUM}; median of ${lighthouseRuns} run(s) by score)`}\n`);
  if (scores.length > 0) {
    console.log(
      table(
        ['page', `score (target ${TARGETS.performance}+)`, `LCP ms (< ${TARGETS.lcpMs})`, 'TBT ms', `CLS (< ${TARGETS.cls})`, 'FCP ms', 'SI ms', 'verdict'],
        scores.map((s) => {
          const met = s.score >= TARGETS.performance && s.lcp < TARGETS.lcpMs && s.cls < TARGETS.cls;
          return [s.label, s.score.toFixed(2), Math.round(s.lcp), Math.round(s.tbt), s.cls.toFixed(3), Math.round(s.fcp), Math.round(s.si), mark(met)];
        }),
      ),
    );
    for (const s of scores) {
      console.log(`   ${s.label}: LCP element ${s.lcpElement}${s.lcpPhases ? `; ${s.lcpPhases}` : ''}`);
      if (s.opportunities.length > 0) console.log(`     opportunities: ${s.opportunities.join('; ')}`);
      for (const warning of s.warnings) console.log(`     warning: ${warning}`);
    }
  }

  const { total, beforeHydration } = firstLoadBytes(javascript);
  const totalRaw = javascript.files.reduce((sum, file) => sum + file.raw, 0);
  const totalSent = javascript.files.reduce((sum, file) => sum + file.sent, 0);
  const encodings = [...new Set(javascript.files.map((file) => file.sentEncoding))].join(', ');
  const early = javascript.files.filter((file) => file.beforeHydration).length;
  console.log(`\n3. JavaScript of a first visit to the ar-sa product page (Chromium, empty cache, no scrolling or input, until the network was quiet for ${QUIET_MS / 1000} s)\n`);
  console.log(
    table(
      ['file', 'raw kB', 'gzip -9 kB', 'sent kB', 'sent as', 'fetched'],
      [
        ...javascript.files.map((file) => [file.name, kb(file.raw), kb(file.gzip), kb(file.sent), file.sentEncoding, file.beforeHydration ? 'to hydrate' : 'once idle']),
        [`total, ${javascript.files.length} files`, kb(totalRaw), kb(total), kb(totalSent), encodings, ''],
      ],
    ),
  );
  console.log(`   fetched before the page hydrated (at ${Math.round(javascript.hydratedAtMs)} ms): ${kb(beforeHydration)} kB gzip -9 in ${early} files; after it, ${kb(total - beforeHydration)} kB in ${javascript.files.length - early}`);
  console.log(`   inline scripts in the HTML (${javascript.inline.count}): ${kb(javascript.inline.raw)} kB raw, ${kb(javascript.inline.gzip)} kB gzip -9 (not counted above; part of the document)`);
  console.log(`   the HTML document: ${kb(javascript.document.raw)} kB raw, ${kb(javascript.document.gzip)} kB gzip -9, sent as ${javascript.document.sentEncoding} (${kb(javascript.document.sent)} kB)`);
  console.log(`   target: ≤ ${TARGETS.firstLoadJsKb} kB gzipped, the whole visit -> ${kb(total)} kB, ${mark(total / 1000 <= TARGETS.firstLoadJsKb)}`);
  if (encodings === 'identity') console.log('   the server does not compress responses: what a shopper downloads is the raw column, not the gzip one.');
}

/**
 * Starts the built storefront on a throwaway data folder, measures server render times, the
 * first-load JavaScript of the ar-sa product page and (unless skipped) Lighthouse for the ar-sa
 * pages, and stops everything again, also on errors. Answers the figures; throws on a failure.
 */
export async function runWebBenchmark(options = {}) {
  const problems = webBenchmarkProblems(options);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  ({ iterations = 200, warmUp = 20, lighthouseRuns = 3, skipLighthouse = false } = options);
  dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-web-'));
  cleaned = false;
  installHandlers();
  try {
    return await main();
  } finally {
    await cleanup();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      iterations: { type: 'string', default: '200' },
      'warm-up': { type: 'string', default: '20' },
      'lighthouse-runs': { type: 'string', default: '3' },
      'skip-lighthouse': { type: 'boolean', default: false },
    },
  });
  const options = {
    iterations: Number(values.iterations),
    warmUp: Number(values['warm-up']),
    lighthouseRuns: Number(values['lighthouse-runs']),
    skipLighthouse: values['skip-lighthouse'],
  };
  const problems = webBenchmarkProblems(options);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(problems.some((problem) => problem.startsWith('--')) ? 2 : 1);
  }
  try {
    printWebReport(await runWebBenchmark(options));
  } catch (error) {
    // After Ctrl-C the server is already going away: the failed request that follows is no news.
    if (!interrupted) console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
}
