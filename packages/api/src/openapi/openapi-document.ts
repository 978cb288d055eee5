import { createRequire } from 'node:module';
import { z } from 'zod';
import {
  cartLineWire,
  cartWire,
  categoryWire,
  facetOptionWire,
  moneyWire,
  productDetailWire,
  productSummaryWire,
  searchRequestWire,
  SESSION_COOKIE,
  wishlistWire,
} from '@storefront/contract';
import { statusOf, type AnsweredErrorCode } from '@storefront/core/errors';
import type { ApiRoute, WireSchema } from '../http/api-route.js';
import { CLIENT_HEADER } from '../http/same-origin.js';
import { CART_TOKEN_COOKIE } from '../http/cart-token.js';
import { API_ROUTES } from '../routes/api-routes.js';

/** Where the document and its readable page are served; they describe the other routes, not themselves. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

type JsonSchema = Record<string, unknown>;
type Metadata = { id: string; description?: string };

/** What every route can answer before its use case runs (decision 0007). */
const REQUEST_ERRORS: readonly AnsweredErrorCode[] = ['INVALID_REQUEST', 'MALFORMED_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'INTERNAL_ERROR'];

/** Wire shapes several answers share: one component each, referred to by `$ref`. */
const SHARED_COMPONENTS: readonly [WireSchema, Metadata][] = [
  [moneyWire, { id: 'Money', description: 'An amount in minor units (halalas, fils, piastres) and its currency.' }],
  [productSummaryWire, { id: 'ProductTile', description: 'A product’s tile in one language and one region’s prices.' }],
  [productDetailWire, { id: 'ProductDetail', description: 'Everything a product page shows.' }],
  [categoryWire, { id: 'Category' }],
  [facetOptionWire, { id: 'FacetOption' }],
  [searchRequestWire, { id: 'SearchRequest', description: 'The search that ran, after the address was read and the defaults applied.' }],
  [cartLineWire, { id: 'CartLine' }],
  [cartWire, { id: 'Cart', description: 'The cart of spec section 3 (docs/api/cart.md), as the browser reads it (decision 0016).' }],
  [wishlistWire, { id: 'Wishlist' }],
];

const TAGS = [
  { name: 'catalog', description: 'Products, tiles and categories, in one language and one region’s prices.' },
  { name: 'search', description: 'Listings, search results and type-ahead suggestions.' },
  { name: 'cart', description: 'The shopper’s carts (spec section 7, docs/api/cart.md). Changes are guarded against cross-site requests.' },
  {
    name: 'checkout',
    description:
      'Figures of the order summary, the checkout’s options, placing the order (idempotent by key), the return from the provider’s page, Apple Pay’s two calls, and the providers’ signed webhooks.',
  },
  { name: 'orders', description: 'My Orders (the signed-in customer’s own) and the guest’s order lookup by email, number and a one-time code.' },
  { name: 'operator', description: 'The merchant moves orders and returns on, and sees the accounts flagged for review (`OPERATOR_TOKEN` as a bearer token; absent when unset).' },
  { name: 'wishlist', description: 'The signed-in customer’s wish list.' },
  {
    name: 'reviews',
    description: 'Writing a review of a product as a verified buyer (a delivered order of it), and My Reviews: the customer’s own reviews, edited or deleted.',
  },
  {
    name: 'returns',
    description: 'Returning units of a delivered order: the form, the request (idempotent by key), My Returns; a guest with the grant of the order lookup.',
  },
  {
    name: 'account',
    description:
      'Sign-in, sign-up, verification, password reset and sign-out (`/auth/*`), and the signed-in customer’s account (`/account/*`). A session is the httpOnly cookie `storefront_session` of one region; every route is guarded against cross-site requests.',
  },
];

const SECURITY_SCHEMES = {
  storefrontClient: {
    type: 'apiKey',
    in: 'header',
    name: CLIENT_HEADER,
    description:
      `The same-origin guard of the routes that change something (decision 0700): the request must carry \`${CLIENT_HEADER}: web\`, ` +
      'a header no cross-site form or simple request can set, and an `Origin` header, when the browser sends one, must be the store’s own ' +
      '(or the configured PUBLIC_ORIGIN). Otherwise `403 FORBIDDEN_ORIGIN`, before the body is read.',
  },
  cartToken: {
    type: 'apiKey',
    in: 'cookie',
    name: CART_TOKEN_COOKIE,
    description:
      'The guest’s cart token (decision 0700): 256 random bits, set httpOnly, SameSite=Lax, for the whole site and a year by the routes that create ' +
      'or restore a cart. A cart answers only to the token (or the signed-in customer) that owns it; anyone else gets `404 CART_NOT_FOUND`.',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'A signed-in customer’s session (decisions 1000-1002): an opaque token of 256 random bits, set httpOnly, SameSite=Lax, for the whole site ' +
      'by sign-in and rotated at a change of password or email; it ends after 30 idle minutes or 12 hours (configurable) and opens nothing in ' +
      'another region’s store. Without a live one the shopper is a guest.',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The operator API’s token, `OPERATOR_TOKEN` (decision 1241), compared in constant time; unset, the operator API is absent (`404`).',
  },
};

/** What the `Set-Cookie` of an answer holds, per cookie the route sets. */
const SETS_SESSION = `\`${SESSION_COOKIE}=…; Path=/; Expires=…; HttpOnly; SameSite=Lax\` (and \`Secure\` over HTTPS): a new session token, expiring at the session’s absolute end, or the cookie cleared.`;
const SETS_CART_TOKEN = `\`${CART_TOKEN_COOKIE}=…; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax\` (and \`Secure\` over HTTPS): a new token for a browser without one, else the same token renewed.`;

/** The answer of a success: `{ response, hasError: false }`. */
const successEnvelope = (response: WireSchema) => z.object({ response, hasError: z.literal(false) });

/** The answer of a failure: `{ response: { code, params }, hasError: true }`, with the codes a status can carry. */
const errorEnvelope = (codes: readonly [AnsweredErrorCode, ...AnsweredErrorCode[]]) =>
  z.object({
    response: z.object({ code: z.enum(codes), params: z.record(z.string(), z.unknown()) }),
    hasError: z.literal(true),
  });

/** A JSON Schema without the root keywords zod adds, which an OpenAPI component does not carry. */
function bare(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

const JSON_SCHEMA = { target: 'draft-2020-12', unrepresentable: 'throw' } as const;
const componentUri = (id: string) => `#/components/schemas/${id}`;

/** A route's path as OpenAPI writes it: Fastify's `:name` as `{name}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The address's parameters, each a required string of the route's params schema. */
function parametersOf(route: ApiRoute): { parameters: JsonSchema[] } | Record<string, never> {
  if (route.params === undefined) return {};
  const schema = bare(z.toJSONSchema(route.params, { ...JSON_SCHEMA, io: 'input' })) as { properties?: Record<string, JsonSchema> };
  return { parameters: Object.entries(schema.properties ?? {}).map(([name, property]) => ({ name, in: 'path', required: true, schema: property })) };
}

/** Who may call: the guard's header on a change, with the cart token, the session or neither where the route reads them. */
function securityOf(route: ApiRoute): Record<string, string[]>[] {
  if (route.caller === 'operator') return [{ operatorToken: [] }];
  const guard: Record<string, string[]> = route.guarded ? { storefrontClient: [] } : {};
  const cookies = [...(route.cartCookie === 'none' ? [] : ['cartToken']), ...(route.sessionCookie === undefined ? [] : ['session'])];
  if (cookies.length === 0) return route.guarded ? [guard] : [];
  return [...cookies.map((cookie) => ({ ...guard, [cookie]: [] })), guard];
}

/** The cookies a success sets, as headers of its answer. */
function setCookieHeaders(route: ApiRoute): { headers: JsonSchema } | Record<string, never> {
  const sets = [...(route.cartCookie === 'sets' ? [SETS_CART_TOKEN] : []), ...(route.sessionCookie === 'sets' ? [SETS_SESSION] : [])];
  return sets.length === 0 ? {} : { headers: { 'Set-Cookie': { description: sets.join(' '), schema: { type: 'string' } } } };
}

/** The status each code answers with, grouped: the core's error catalogue (decision 0015). */
function errorStatuses(route: ApiRoute): Map<number, AnsweredErrorCode[]> {
  const codes = new Set<AnsweredErrorCode>([
    ...REQUEST_ERRORS,
    ...(route.guarded ? (['FORBIDDEN_ORIGIN'] as const) : []),
    ...(route.params === undefined && route.caller !== 'operator' ? [] : (['ROUTE_NOT_FOUND'] as const)),
    ...route.errors,
  ]);
  const byStatus = new Map<number, AnsweredErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'The request cannot be read or breaks a rule',
  401: 'Signing in is needed',
  403: 'Refused by the same-origin guard',
  404: 'Not here',
  409: 'In conflict with what is stored',
  410: 'No longer valid',
  413: 'The body is over 64 KiB',
  415: 'The body is not JSON',
  422: 'Understood but cannot be done',
  500: 'The API’s own failure (logged, never detailed)',
  503: 'A service it depends on is unavailable',
};

export interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly description: string };
  readonly servers: readonly { readonly url: string }[];
  readonly tags: readonly { readonly name: string; readonly description: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationObject>>>>;
  readonly components: { readonly schemas: Readonly<Record<string, JsonSchema>>; readonly securitySchemes: Readonly<Record<string, JsonSchema>> };
}

export interface OperationObject {
  readonly operationId: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly security: readonly Record<string, string[]>[];
  readonly parameters?: readonly JsonSchema[];
  readonly requestBody: { readonly required: true; readonly content: { readonly 'application/json': { readonly schema: JsonSchema } } };
  readonly responses: Readonly<Record<string, { readonly description: string; readonly headers?: JsonSchema; readonly content: { readonly 'application/json': { readonly schema: JsonSchema } } }>>;
}

const version = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

/**
 * The OpenAPI 3.1 document of every `/api` route (decision 0820), built from the routes'
 * declarations: request bodies are the schemas the routes parse with (their input side), answers
 * are the contract's wire shapes in the `{ response, hasError }` envelope (their output side), and
 * zod writes the JSON Schema (draft 2020-12, which OpenAPI 3.1 uses). Nothing here is written twice.
 */
export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES): OpenApiDocument {
  const answers = z.registry<Metadata>();
  for (const [schema, metadata] of SHARED_COMPONENTS) answers.add(schema, metadata);
  const envelopes = new Map<WireSchema, string>();
  for (const route of routes) {
    if (envelopes.has(route.answer.schema)) continue;
    if (!answers.has(route.answer.schema)) answers.add(route.answer.schema, { id: route.answer.name });
    const id = `${route.answer.name}Answer`;
    answers.add(successEnvelope(route.answer.schema), { id, description: `A success: \`response\` is a ${route.answer.name}.` });
    envelopes.set(route.answer.schema, id);
  }
  const components = z.toJSONSchema(answers, { ...JSON_SCHEMA, io: 'output', uri: componentUri }).schemas;

  const paths: Record<string, Record<string, OperationObject>> = {};
  for (const route of routes) {
    const responses: Record<string, OperationObject['responses'][string]> = {
      200: {
        description: `A success: \`response\` is a ${route.answer.name}`,
        ...setCookieHeaders(route),
        content: { 'application/json': { schema: { $ref: componentUri(envelopes.get(route.answer.schema)!) } } },
      },
    };
    for (const [status, codes] of errorStatuses(route)) {
      const schema = bare(z.toJSONSchema(errorEnvelope(codes as [AnsweredErrorCode, ...AnsweredErrorCode[]]), { ...JSON_SCHEMA, io: 'output' }));
      responses[status] = { description: `${STATUS_TEXT[status] ?? 'An error'}: ${codes.map((code) => `\`${code}\``).join(', ')}`, content: { 'application/json': { schema } } };
    }
    const path = openApiPath(route.path);
    paths[path] = {
      ...paths[path],
      [route.method.toLowerCase()]: {
        operationId: route.operationId,
        tags: [route.tag],
        summary: route.summary,
        ...(route.description === undefined ? {} : { description: route.description }),
        security: securityOf(route),
        ...parametersOf(route),
        requestBody: { required: true, content: { 'application/json': { schema: bare(z.toJSONSchema(route.body, { ...JSON_SCHEMA, io: 'input' })) } } },
        responses,
      },
    };
  }

  return {
    openapi: '3.1.1',
    info: {
      title: 'Storefront API',
      version,
      description:
        'Every answer is `{ response, hasError }` (decision 0007): on success `response` is the answer, on failure `{ code, params }` with a stable code, ' +
        'never a sentence, and the status of the core’s error catalogue. Bodies are JSON, at most 64 KiB, parsed strictly: an unknown field is `400 INVALID_REQUEST` ' +
        'with `params.issues` as `{ path, code }` pairs; ids are whole numbers from 1 to 2147483647 and free texts (search, coupon codes) hold no control characters. ' +
        'A body that is not JSON, or an address with a bad escape, is `400 MALFORMED_REQUEST`. An unknown `/api` address is `404 ROUTE_NOT_FOUND`; ' +
        'another method on a documented address (or TRACE anywhere) is `405 METHOD_NOT_ALLOWED` with an `Allow` header.',
    },
    servers: [{ url: '/api' }],
    tags: TAGS,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).map(([id, schema]) => [id, bare(schema as JsonSchema)])),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
