import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeOrigin } from '@storefront/composition';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The store's own origin for this request (decision 0011): `PUBLIC_ORIGIN` alone when it is
     * set, else the request's scheme and host; `undefined` when neither names a valid one.
     */
    readonly storeOrigin: string | undefined;
  }
}

/** Gives every request its `storeOrigin`, read from the one function that owns it (composition's `storeOrigin`). */
export function decorateStoreOrigin(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.decorateRequest('storeOrigin', {
    getter(this: FastifyRequest) {
      return storeOrigin(publicOrigin, this);
    },
  });
}
