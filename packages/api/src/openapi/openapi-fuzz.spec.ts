import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockedProducts, type StockedProduct } from '@storefront/adapters-postgres/testing';
import { aTestApi } from '../test-support/test-app.js';
import { OPENAPI_PATH, type OpenApiDocument } from './openapi-document.js';

/** Fixed, so a failure is replayed by the same requests; bounded, so the suite stays a few seconds. */
const SEED = 18_2026;
const RUNS_PER_ROUTE = 30;
/**
 * A correctness bound for pathological input (a regular expression or a query gone quadratic), not
 * a benchmark: an answer over it is timed once more, so a busy machine alone does not fail the run.
 */
const SLOWEST_ANSWER_MS = 1_000;

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};

/** Values stored in the test's database, so that generated requests reach the handlers, not only the validation. */
interface Known {
  readonly cartId: string;
  readonly itemId: string;
  readonly products: readonly StockedProduct[];
}

/**
 * A value of the schema, with the ids and SKUs of real records often enough that handlers run;
 * `whole` includes every optional field too.
 */
function valueOf(schema: JsonSchema, known: Known, name = '', whole = false): fc.Arbitrary<unknown> {
  const productId = fc.constantFrom(...known.products.map((product) => product.id));
  if (whole) {
    // The body every place of which is broken in turn names the real cart, line and products.
    const real: Record<string, unknown> = { cartId: known.cartId, id: known.cartId, itemId: known.itemId, productId: known.products[0]!.id, sku: known.products[0]!.sku };
    if (name in real) return fc.constant(real[name]);
  }
  if (name === 'cartId' || name === 'id') return fc.oneof({ weight: 4, arbitrary: fc.constant(known.cartId) }, { weight: 1, arbitrary: valueOf(schema, known) });
  if (name === 'itemId') return fc.oneof(fc.constant(known.itemId), valueOf(schema, known));
  if (name === 'productId') return fc.oneof({ weight: 3, arbitrary: productId }, { weight: 1, arbitrary: valueOf(schema, known) });
  if (name === 'productIds') return fc.array(productId, { minLength: schema.minItems ?? 0, maxLength: 4 });
  if (name === 'sku') return fc.oneof(fc.constantFrom(...known.products.map((product) => product.sku)), valueOf(schema, known));
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => valueOf(option, known, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  // The first of a list is the store's first (region `sa`, locale `en-sa`), where the test's cart is.
  if (schema.enum) return whole ? fc.constant(schema.enum[0]) : fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      const bounds = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) };
      if (schema.pattern === undefined) return fc.string(bounds);
      const pattern = new RegExp(schema.pattern, 'u');
      // fast-check builds strings of a pattern but not of a negated Unicode class (the text schema's): typed text, checked.
      return schema.pattern.includes('\\p{') ? fc.string({ ...bounds, unit: 'grapheme' }).filter((text) => pattern.test(text)) : fc.stringMatching(pattern);
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + 1, max: Math.min(schema.maximum ?? 1000, 2_147_483_647) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, known, '', whole), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valueOf(property, known, key, whole)]));
      return fc.record(properties, { requiredKeys: whole ? Object.keys(properties) : (schema.required ?? []) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Arrays or objects nested `depth` deep, written out (JSON.stringify would recurse as deep). */
const nested = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

/** Values built to break a field: wrong types, boundaries of numbers, control characters, sizes. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(0, -1, 1.5, -0.0, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, 5e-324, Number.MAX_VALUE),
  fc.constantFrom<unknown>('NaN', 'Infinity', '-Infinity', '1e3', '0x10', '007', ' 1', '1 ', '-1', '2147483648', '9007199254740993', '1.0'),
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $ne: 1 }, ['sa'], { toString: 'x' }),
  fc.constantFrom<unknown>('', ' ', '\u0000', 'a\u0000b', '\u001b[31m', '\r\n', '\t', '\ud800', '\udfff\ud800', '\u202eevil', '\ufeff', '𝟘𝟙', '%00', '%zz', "' OR 1=1 --", '\\', '"', '${x}', '{{x}}'),
  fc.constantFrom<unknown>('x'.repeat(5_000), 'ع'.repeat(20_000), 'a '.repeat(10_000), '*'.repeat(3_000), '('.repeat(3_000), '-'.repeat(2_048)),
  fc.constantFrom<unknown>(Array.from({ length: 3_000 }, () => 1), Array.from({ length: 300 }, () => 2 ** 31), Array.from({ length: 251 }, (_, i) => i + 1)),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.double(),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Bodies that are not the JSON of an object, sent as JSON or as something else. */
const hostileRaw: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"region":',
    'null',
    '[]',
    '"sa"',
    '1e999',
    '{"region":"sa","region":"ae"}',
    '{"__proto__":{"polluted":true},"region":"sa"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    nested(5_000, '[', ']'),
    nested(5_000, '{"a":', '}'),
    `{"region":"sa","language":"en","x":${nested(2_000, '[', ']')}}`,
    '\u0000',
    '\ufeff{}',
    `{"text":"${'x'.repeat(70_000)}"}`,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'application/json, text/plain',
);

/** With or without the same-origin header, an Origin, a cart token (the real one, another, or garbage), a forged session. */
function browserHeaders(token: string): fc.Arbitrary<Record<string, string>> {
  const asTheStore = fc.constant({ 'x-storefront-client': 'web', cookie: `cart_token=${token}` });
  const anyOther = fc
    .record({
      client: fc.constantFrom<string | undefined>('web', 'web', undefined, 'WEB', 'web\u0000'),
      origin: fc.constantFrom<string | undefined>(undefined, undefined, 'http://localhost:80', 'https://evil.example', 'null', '%zz'),
      cookie: fc.constantFrom<string | undefined>(
        `cart_token=${token}`,
        `cart_token=${token}`,
        undefined,
        `cart_token=${'A'.repeat(43)}`,
        'cart_token=%zz; cart_token=x',
        `cart_token=${'x'.repeat(4_000)}`,
        // Session cookies nobody was given: one of the right shape, looked up and unknown, and garbage.
        `cart_token=${token}; storefront_session=${'A'.repeat(43)}`,
        `storefront_session=%zz; storefront_session=${'x'.repeat(4_000)}`,
      ),
    })
    .map(({ client, origin, cookie }) => ({
      ...(client === undefined ? {} : { 'x-storefront-client': client }),
      ...(origin === undefined ? {} : { origin }),
      ...(cookie === undefined ? {} : { cookie }),
    }));
  return fc.oneof({ weight: 2, arbitrary: asTheStore }, { weight: 1, arbitrary: anyOther });
}

type Path = readonly (string | number)[];

/** Every place in a JSON value: the value itself, each field and each element, however deep. */
function placesIn(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => placesIn(item, [...path, index]))];
  if (value !== null && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => placesIn(item, [...path, key]))];
  return [path];
}

/** A copy of `value` with the place at `path` replaced (or removed, for `undefined`). */
function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaced(item, rest, next) : item)).filter((item) => item !== undefined);
  const record = value as Record<string, unknown>;
  const copy = { ...record, [head!]: replaced(record[head!], rest, next) };
  if (copy[head!] === undefined) delete copy[head!];
  return copy;
}

/** Hostile values of the same type as a good one (a bad number for a number, a bad text for a text), or of another. */
function hostileLike(good: unknown): readonly unknown[] {
  if (typeof good === 'number') return [0, -1, 1.5, 2 ** 31, 2 ** 53, 1e308, String(good), null];
  if (typeof good === 'string') return [`${good}\u0000`, `\u001b${good}`, `${good}\ud800`, ` ${good}\r\n`, good.repeat(300), '', 1, null];
  if (Array.isArray(good)) return [[], [2 ** 31], [null], ['1'], Array.from({ length: 300 }, () => good[0]), {}];
  return [null, [], 'x', 2 ** 31, { unknownKey: 1 }];
}

/**
 * A good body broken in one place, however deep: a field set to a hostile value (of any type, or
 * of its own), left out, wrapped in deep nesting, or an unknown key added beside it.
 */
function brokenBody(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  return (valueOf(schema, known) as fc.Arbitrary<unknown>).chain((body) => {
    const places = placesIn(body);
    const how = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 4, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 4 }) });
    return fc.tuple(fc.constantFrom(...places), how).chain(([path, how]) => {
      const good = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], body);
      switch (how) {
        case 0:
          return hostile.map((value) => JSON.stringify(replaced(body, path, value)) ?? 'null');
        case 1:
          return fc.constantFrom(...hostileLike(good)).map((value) => JSON.stringify(replaced(body, path, value)) ?? 'null');
        case 2:
          return fc.constant(JSON.stringify(replaced(body, path, undefined)) ?? 'null');
        case 3:
          return fc.constant(JSON.stringify(replaced(body, path, JSON.parse(nested(300, '[', ']', JSON.stringify(good) ?? 'null')))));
        default: {
          const beside = path.slice(0, -1);
          const parent = beside.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], body);
          const extra = parent !== null && typeof parent === 'object' && !Array.isArray(parent) ? { ...parent, unknownKey: good, __proto__x: 1 } : parent;
          return fc.constant(JSON.stringify(replaced(body, beside, extra)) ?? 'null');
        }
      }
    });
  });
}

/**
 * One good body of the schema (every optional field included) broken at each of its places in
 * turn by each value of `hostileLike`, sent as a browser with its cart would: the cases a random
 * run may miss, tried first.
 */
function everyPlaceBroken(path: string, schema: JsonSchema, known: Known, token: string): InjectOptions[] {
  const [body] = fc.sample(valueOf(schema, known, '', true), { seed: SEED, numRuns: 1 });
  return placesIn(body).flatMap((place) => {
    const good = place.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], body);
    return hostileLike(good).map((value) => ({
      method: 'POST' as const,
      url: `/api${path}`,
      payload: JSON.stringify(replaced(body, place, value)) ?? 'null',
      headers: { 'content-type': 'application/json', 'x-storefront-client': 'web', cookie: `cart_token=${token}` },
    }));
  });
}

/** Every request to one route of the document: good bodies, broken ones, raw garbage, other methods and addresses. */
function requestsTo(path: string, schema: JsonSchema, known: Known, token: string): fc.Arbitrary<InjectOptions> {
  const url = `/api${path}`;
  const asJson = (payload: fc.Arbitrary<unknown>) => payload.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' }));
  const body = fc.oneof(
    { weight: 3, arbitrary: asJson(valueOf(schema, known)) },
    { weight: 6, arbitrary: brokenBody(schema, known).map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 2, arbitrary: asJson(hostile) },
    { weight: 2, arbitrary: fc.record({ payload: hostileRaw, contentType: contentTypes }) },
    { weight: 1, arbitrary: fc.record({ payload: asJson(valueOf(schema, known)).map(({ payload }) => payload), contentType: contentTypes }) },
  );
  const address = fc.oneof(
    { weight: 8, arbitrary: fc.constant({ method: 'POST' as const, url }) },
    {
      weight: 2,
      arbitrary: fc.record({
        method: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'POST') as fc.Arbitrary<InjectOptions['method'] & string>,
        url: fc.constantFrom(url, `${url}/`, `${url}/%zz`, `${url}%00`, `${url}/..%2f..%2fetc`, `${url}?region=sa&x=%zz`, `${url}/${'a'.repeat(2_000)}`, `/api//${path}`, `${url}?${'a=1&'.repeat(500)}`),
      }),
    },
  );
  return fc.record({ address, body, headers: browserHeaders(token) }).map(({ address, body, headers }) => ({
    method: address.method,
    url: address.url,
    ...(address.method === 'GET' || address.method === 'HEAD' ? {} : { payload: body.payload }),
    headers: { ...headers, ...(body.contentType === '' ? {} : { 'content-type': body.contentType }) },
  }));
}

/** What the framework and the routes' validation answer before a handler runs. */
const REFUSED_BEFORE_THE_HANDLER = new Set(['INVALID_REQUEST', 'MALFORMED_REQUEST', 'ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'FORBIDDEN_ORIGIN']);

describe('the API under generated hostile requests', () => {
  let app: FastifyInstance;
  let products: StockedProduct[];

  beforeAll(async () => {
    const started = await aTestApi({ CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only' });
    app = started.app;
    products = await stockedProducts(started.runtime.database.db, 'sa', 4, 50);
  });
  afterAll(() => app?.close());

  /** A guest's new cart of one line in KSA, and the browser's token: each route is fuzzed against a cart of its own. */
  async function aCart(): Promise<{ known: Known; token: string }> {
    const created = await app.inject({
      method: 'POST',
      url: '/api/cart/createCart',
      payload: { region: 'sa', locale: 'en-sa', lineItems: [{ productId: products[0]!.id, quantity: 1 }] },
      headers: { 'x-storefront-client': 'web' },
    });
    const cart = created.json().response;
    const token = created.cookies.find((cookie) => cookie.name === 'cart_token')!.value;
    return { known: { cartId: cart.id, itemId: cart.line_items.physical_items[0].id, products }, token };
  }

  it('answers every route of its OpenAPI document without a 5xx, each within a second', async () => {
    const document: OpenApiDocument = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const statuses = new Map<number, number>();
    const fuzzed: string[] = [];
    let sent = 0;
    let reached = 0;
    let slowest = 0;

    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) {
        fuzzed.push(`${path} ${operation.operationId}`);
        const schema = operation.requestBody.content['application/json'].schema as JsonSchema;
        const { known, token } = await aCart();
        const examples = everyPlaceBroken(path, schema, known, token).map((request): [InjectOptions] => [request]);
        await fc.assert(
          fc.asyncProperty(requestsTo(path, schema, known, token), async (request) => {
            const timed = async () => {
              const started = performance.now();
              const res = await app.inject(request);
              return { res, elapsed: performance.now() - started };
            };
            const first = await timed();
            const { res, elapsed } = first.elapsed < SLOWEST_ANSWER_MS ? first : await timed();
            sent += 1;
            slowest = Math.max(slowest, elapsed);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            expect(res.statusCode, `${request.method} ${request.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
            expect(elapsed, `${request.method} ${request.url} answered in ${Math.round(elapsed)} ms`).toBeLessThan(SLOWEST_ANSWER_MS);
            if (request.method !== 'HEAD') expect(res.json(), `${request.method} ${request.url}`).toMatchObject({ hasError: res.statusCode >= 400 });
            if (request.method !== 'HEAD') {
              const code = (res.json() as { response?: { code?: unknown } }).response?.code;
              if (res.statusCode === 200 || (typeof code === 'string' && !REFUSED_BEFORE_THE_HANDLER.has(code))) reached += 1;
            }
          }),
          // The examples count among the runs: the random requests come after them.
          { seed: SEED, numRuns: examples.length + RUNS_PER_ROUTE, endOnFailure: true, examples },
        );
      }
    }

    const histogram = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.log(`API fuzz: ${sent} requests to ${fuzzed.length} operations (seed ${SEED}), slowest ${Math.round(slowest)} ms, statuses ${JSON.stringify(histogram)}`);
    expect(fuzzed.length).toBe(Object.values(document.paths).flatMap((operations) => Object.values(operations)).length);
    expect(fuzzed.length).toBeGreaterThanOrEqual(22);
    // The handlers were reached, not only the validation in front of them: answered, or refused by
    // a use case (a signed-out shopper, an order that is not theirs) rather than by the framework.
    expect(reached).toBeGreaterThan(fuzzed.length);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(fuzzed.length / 2);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    // Thirty-odd requests per operation, 75 operations and counting: more than the default 30 s on a loaded machine.
  }, 180_000);
});
