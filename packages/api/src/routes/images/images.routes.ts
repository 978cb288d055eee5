import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ImageError, ImageService, ServedImage } from '@storefront/adapters-media';
import { failure } from '../../http/envelope.js';
import { imageErrorToStatus } from '../../http/error-to-status.js';
import { sendFailure } from '../../http/respond.js';
import { invalidRequest } from '../../http/validation.js';
import { illustrationParams, imageQuery } from './validators.js';

export interface ImageRouteDeps {
  readonly images: ImageService;
}

/** A variant's bytes never change under its ETag; the URL plus Accept names the variant. */
const RENDERED_CACHE = 'public, max-age=31536000, immutable';
/** The generated SVG follows the generator, which a release may change: a day, then revalidate. */
const ILLUSTRATION_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Whether an If-None-Match header (a list, weak tags, or `*`) names this ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/** An error in the envelope, never cached; a busy renderer says when to come back. */
function sendError(reply: FastifyReply, error: ImageError) {
  void reply.header('cache-control', 'no-store');
  if (error.code === 'IMAGE_BUSY') void reply.header('retry-after', String(error.params.retryAfter));
  return sendFailure(reply, imageErrorToStatus(error), error);
}

function sendImage(request: FastifyRequest, reply: FastifyReply, image: ServedImage, cacheControl: string) {
  void reply.header('cache-control', cacheControl).header('etag', image.etag).header('x-content-type-options', 'nosniff');
  if (matches(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}

/** `GET /img` (resized product images) and `GET /images/illustrations/:name.svg` (the generated SVGs). */
export function registerImageRoutes(app: FastifyInstance, deps: ImageRouteDeps): void {
  app.get('/img', async (request, reply) => {
    void reply.header('vary', 'Accept');
    const query = imageQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).header('cache-control', 'no-store').send(invalidRequest(query.error));
    const result = await deps.images.render({
      path: query.data.src,
      width: query.data.w,
      quality: query.data.q,
      accept: request.headers.accept,
    });
    return result.match(
      (image) => sendImage(request, reply, image, RENDERED_CACHE),
      (error) => sendError(reply, error),
    );
  });

  app.get('/images/illustrations/:name.svg', async (request, reply) => {
    const params = illustrationParams.safeParse(request.params);
    if (!params.success) return reply.status(404).send(failure('IMAGE_NOT_FOUND', { path: request.url }));
    const result = await deps.images.original(`/images/illustrations/${params.data.name}.svg`);
    return result.match(
      (image) => {
        // An SVG is a document: nothing in it may run or load anything.
        void reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        return sendImage(request, reply, { ...image, contentType: 'image/svg+xml; charset=utf-8' }, ILLUSTRATION_CACHE);
      },
      (error) => sendError(reply, error),
    );
  });
}
