import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnsweredError, AnsweredErrorCode } from '@storefront/core/errors';
import { requireSameOrigin } from './same-origin.js';
import { invalidRequest } from './validation.js';
import { sendRouteNotFound } from './framework-errors.js';

/** The groups the API's document lists its operations under. */
export type ApiTag = 'catalog' | 'search' | 'cart' | 'checkout' | 'orders' | 'operator' | 'wishlist' | 'account' | 'reviews' | 'returns';

/** A schema of the contract (`zod/mini`) or of the API (classic zod): both are zod 4 core schemas. */
export type WireSchema = z.core.$ZodType;

/**
 * One `/api` operation, declared once: its registration validates by these schemas and adds the
 * same-origin guard when `guarded`, and the OpenAPI document (decision 0820) is built from the
 * same declarations, so what the document says is what the route does.
 */
export interface ApiRoute<Body extends z.ZodType = z.ZodType> {
  readonly method: 'POST';
  /** Below `/api`. */
  readonly path: `/${string}`;
  readonly operationId: string;
  readonly tag: ApiTag;
  readonly summary: string;
  readonly description?: string;
  /** The JSON body, parsed strictly (decision 0007). */
  readonly body: Body;
  /** The `response` of a success, with the component name it has in the document. */
  readonly answer: { readonly name: string; readonly schema: WireSchema };
  /**
   * The codes the route's use case can fail with (its error type, listed completely: see
   * `codesOf`). The request's own failures (400, 413, 415, 500, and 403 when guarded) are added
   * to every route by the document.
   */
  readonly errors: readonly AnsweredErrorCode[];
  /** Changes something: the same-origin guard runs first (decision 0700). */
  readonly guarded: boolean;
  /** How the route uses the `cart_token` cookie: reads it, or reads it and sets (or renews) it. */
  readonly cartCookie: 'none' | 'reads' | 'sets';
  /**
   * How the route uses the signed-in session's `storefront_session` cookie (decision 1001): reads
   * it (the shopper may be a signed-in customer), or sets or clears it (sign-in, rotation,
   * sign-out). Absent: the route does not look at it.
   */
  readonly sessionCookie?: 'reads' | 'sets';
  /**
   * The address's parameters (`:provider` in `path`), parsed before the body: a value outside
   * the schema is `404 ROUTE_NOT_FOUND`, as an address nothing answers.
   */
  readonly params?: z.ZodType;
  /** Who may call besides the browser: the operator's bearer token (`OPERATOR_TOKEN`), or a provider's signed webhook. */
  readonly caller?: 'operator' | 'provider';
}

export const defineRoute = <Body extends z.ZodType>(route: ApiRoute<Body>): ApiRoute<Body> => route;

/** Lists every member of a union once: a code the use case adds does not compile until its route names it. */
type Every<Union, List extends readonly Union[]> = [Exclude<Union, List[number]>] extends [never] ? List : never;

/** The codes of a use case's error type, each once, checked complete by the compiler. */
export const codesOf =
  <E extends AnsweredError>() =>
  <const List extends readonly E['code'][]>(codes: List & Every<E['code'], List>): List =>
    codes;

export interface RouteOptions {
  /** Origins besides the store's own that may call a guarded route (a separate storefront host). */
  readonly allowedOrigins?: readonly string[] | undefined;
}

/**
 * Registers a declared route: the guard when it changes something, then its body parsed by the
 * declared schema (`400 INVALID_REQUEST` with the issues), then the handler with the parsed body.
 */
export function registerRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  route: ApiRoute<Body>,
  options: RouteOptions,
  handler: (body: z.output<Body>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    ...(route.guarded ? { preHandler: requireSameOrigin(options.allowedOrigins) } : {}),
    handler: async (request, reply) => {
      if (route.params !== undefined && !route.params.safeParse(request.params).success) return sendRouteNotFound(request, reply);
      const body = route.body.safeParse(request.body);
      if (!body.success) return reply.status(400).send(invalidRequest(body.error));
      return handler(body.data, request, reply);
    },
  });
}
