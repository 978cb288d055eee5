import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The browser features no page of the store uses, refused to it and to anything it embeds.
 * `payment` stays allowed to the store itself, for the Payment Request API and Apple Pay.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Two years, the length browsers' preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 63_072_000;

export interface SecurityHeadersOptions {
  /** `PUBLIC_ORIGIN`: Strict-Transport-Security and upgrade-insecure-requests only when it is https. */
  readonly publicOrigin?: string | undefined;
}

/** The nonces of one answer: every inline script and style a page renders carries them. */
export interface PageNonces {
  readonly script: string;
  readonly style: string;
}

/** The nonces @fastify/helmet made for this answer and named in its Content-Security-Policy. */
export function noncesOf(reply: FastifyReply): PageNonces {
  return reply.cspNonce;
}

/**
 * The security headers of every answer, pages, API, static files, images and errors alike
 * (decision 0905), with @fastify/helmet: a Content-Security-Policy whose scripts and style
 * elements are the store's own files or carry the answer's nonce, `nosniff`, a referrer cut to the
 * origin across sites, no framing, the opener kept to the store, and HSTS when the store's public
 * origin is https. A page that renders inline scripts or styles reads the nonces with `noncesOf`.
 */
export function registerSecurityHeaders(app: FastifyInstance, { publicOrigin }: SecurityHeadersOptions = {}): void {
  const https = publicOrigin?.startsWith('https:') ?? false;
  void app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // helmet adds the answer's nonce to script-src and style-src.
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        // Two components set a width or the promo bar's colour in a style attribute; an attribute
        // holds no selector and fetches only what img-src and font-src allow.
        'style-src-attr': ["'unsafe-inline'"],
        // The product image placeholder is a data: GIF (components/product/product-image.tsx).
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}
