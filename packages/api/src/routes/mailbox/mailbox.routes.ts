import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Mailbox } from '@storefront/mail';
import { emailInFrame, FRAME_SANDBOX, MAILBOX_STYLES, renderMailboxList, renderMailboxMessage } from './mailbox-pages.js';

export interface MailboxRouteDeps {
  /** The store's mailbox; `undefined` when a mail server is configured and the store keeps no email. */
  readonly mailbox: Mailbox | undefined;
}

/** How many emails the list shows. */
const LISTED = 200;

const STYLE_HASH = `'sha256-${createHash('sha256').update(MAILBOX_STYLES).digest('base64')}'`;

/** The mailbox pages are inert: no script, their one style element by hash, only the email's frame (decision 0905). */
const PAGE_POLICY = ["default-src 'none'", `style-src ${STYLE_HASH}`, "frame-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ');

/**
 * The email's HTML, shown only inside the mailbox page's frame: sandboxed (no script, an opaque
 * origin), inline styles as emails have them, pictures from https or data only, and framed by the
 * store's own pages alone.
 */
const EMAIL_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  "form-action 'none'",
  "frame-ancestors 'self'",
  `sandbox ${FRAME_SANDBOX}`,
].join('; ');

const UNAVAILABLE_PAGE = '<!doctype html><html lang="en"><title>Mailbox unavailable</title><p>The mailbox cannot be read right now.</p></html>';
const NOT_FOUND_PAGE = '<!doctype html><html lang="en"><title>No such email</title><p>The mailbox has no such email. <a href="/mailbox">Mailbox</a></p></html>';
const NO_MAILBOX_PAGE = '<!doctype html><html lang="en"><title>Not found</title><p>Not found.</p></html>';

/**
 * Whether the request comes from this machine. The mailbox holds live verification and reset
 * links, so it is shown only to a browser on the store's own machine (the new user of `npm start`),
 * judged by the socket's address, never by a forwarded header; anyone else gets the 404 page.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function page(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').header('content-security-policy', PAGE_POLICY).type('text/html; charset=utf-8').send(html);
}

/**
 * `GET /mailbox` (the emails the store kept, newest first), `GET /mailbox/:id` (one of them) and
 * `GET /mailbox/:id/html` (its HTML, for the frame), only when no SMTP_URL is set (decision 1032):
 * with a mail server the store keeps no email, and every address under /mailbox is 404 here,
 * before a host's pages could read it as something else.
 */
export function registerMailboxRoutes(app: FastifyInstance, { mailbox }: MailboxRouteDeps): void {
  if (mailbox === undefined) {
    const absent = (_request: unknown, reply: FastifyReply) => page(reply, 404, NO_MAILBOX_PAGE);
    app.get('/mailbox', absent);
    app.get('/mailbox/*', absent);
    return;
  }
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((path === '/mailbox' || path.startsWith('/mailbox/')) && !fromThisMachine(request)) return page(reply, 404, NO_MAILBOX_PAGE);
    return undefined;
  });

  app.get('/mailbox', async (_request, reply) => {
    const listed = await mailbox.list(LISTED);
    return listed.match(
      (entries) => page(reply, 200, renderMailboxList(entries)),
      () => page(reply, 503, UNAVAILABLE_PAGE),
    );
  });

  app.get<{ Params: { id: string } }>('/mailbox/:id', async (request, reply) => {
    const found = await mailbox.find(request.params.id);
    return found.match(
      (message) => (message === undefined ? page(reply, 404, NOT_FOUND_PAGE) : page(reply, 200, renderMailboxMessage(message))),
      () => page(reply, 503, UNAVAILABLE_PAGE),
    );
  });

  app.get<{ Params: { id: string } }>('/mailbox/:id/html', async (request, reply) => {
    const found = await mailbox.find(request.params.id);
    if (found.isErr()) return page(reply, 503, UNAVAILABLE_PAGE);
    if (found.value === undefined) return page(reply, 404, NOT_FOUND_PAGE);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', EMAIL_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8')
      .send(emailInFrame(found.value.html));
  });
}
