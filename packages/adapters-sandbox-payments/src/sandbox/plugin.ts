import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  applePayPaymentSchema,
  BNPL_PROVIDERS,
  createCardPaymentSchema,
  createPaymentSchema,
  merchantValidationRequestSchema,
  refundRequestSchema,
} from '../wire.js';
import { behaviourOf, brandOf, cardDigits, passesLuhn } from './cards.js';
import { bnplPage, cardPage, challengePage, messagePage, STYLESHEET, type CardFormErrors } from './pages.js';
import { isRefusal, type PaymentSandbox, type SandboxPayment, type SandboxRefusal } from './payment-sandbox.js';
import { pageLanguage } from './texts.js';

/** What the host passes when it mounts the sandbox (with `prefix`, by default `/sandbox-payments`). */
export interface SandboxPaymentsPluginOptions {
  readonly sandbox: PaymentSandbox;
}

/** Where hosts mount the sandbox unless they choose otherwise. */
export const DEFAULT_SANDBOX_PREFIX = '/sandbox-payments';

const idParams = z.object({ id: z.string().min(1).max(128) });
const bnplParams = z.object({ provider: z.enum(BNPL_PROVIDERS), id: z.string().min(1).max(128) });
const langQuery = z.object({ lang: z.string().optional() });
const cardForm = z.object({ number: z.string().max(40).default(''), expiry: z.string().max(10).default(''), cvc: z.string().max(10).default(''), name: z.string().max(200).default('') });

/**
 * The sandbox provider as a Fastify plugin: the JSON API under `/v1` (the merchant's secret key as
 * a bearer token), the hosted card, 3-D Secure and pay-in-4 pages, and their stylesheet. Pages post
 * to the sandbox only; the shopper is then sent to the payment's return URL with `payment_id`.
 */
export async function sandboxPaymentsPlugin(app: FastifyInstance, options: SandboxPaymentsPluginOptions): Promise<void> {
  const { sandbox } = options;
  const base = app.prefix;
  const publicUrl = (request: FastifyRequest) => sandbox.settings.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}${base}`;

  // Before the host's server closes: the webhooks in flight land while it still answers, then their
  // connections close. Closed after it, a webhook answered mid-shutdown left a keep-alive connection
  // that held the server's close for its keep-alive timeout (72 s in Fastify).
  app.addHook('preClose', async () => sandbox.close());
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return reply.code(status).send({ error: { code: status === 500 ? 'internal_error' : 'invalid_request', message: status === 500 ? 'Something went wrong.' : error.message } });
  });

  await app.register(async (api) => {
    // A call without a body may come with any content type; one with a body that is not JSON fails its schema.
    api.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, body));
    api.addHook('onRequest', async (request, reply) => {
      if (!sandbox.authorises(request.headers.authorization)) {
        return reply.code(401).send({ error: { code: 'unauthorized', message: 'A valid secret key is required.' } });
      }
    });
    const answer = (request: FastifyRequest, reply: FastifyReply, outcome: SandboxPayment | SandboxRefusal, created = false) =>
      isRefusal(outcome) ? refuse(reply, outcome) : reply.code(created ? 201 : 200).send(sandbox.toWire(outcome, publicUrl(request)));

    api.post('/v1/payments', async (request, reply) => {
      const body = createCardPaymentSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      return answer(request, reply, sandbox.createCard(body.data), true);
    });
    api.post('/v1/bnpl/:provider/sessions', async (request, reply) => {
      const params = z.object({ provider: z.enum(BNPL_PROVIDERS) }).safeParse(request.params);
      const body = createPaymentSchema.safeParse(request.body);
      if (!params.success) return refuse(reply, { refused: true, status: 404, code: 'not_found', message: 'No such provider.' });
      if (!body.success) return invalid(reply, body.error);
      return answer(request, reply, sandbox.createBnpl(params.data.provider, body.data), true);
    });
    api.get('/v1/payments/:id', async (request, reply) => {
      const payment = sandbox.find(idParams.parse(request.params).id);
      return answer(request, reply, payment ?? { refused: true, status: 404, code: 'payment_not_found', message: 'No such payment.' });
    });
    api.post('/v1/payments/:id/capture', async (request, reply) => answer(request, reply, sandbox.capture(idParams.parse(request.params).id)));
    api.post('/v1/payments/:id/void', async (request, reply) => answer(request, reply, sandbox.void(idParams.parse(request.params).id)));
    api.post('/v1/payments/:id/refunds', async (request, reply) => {
      const body = refundRequestSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      const refund = sandbox.refund(idParams.parse(request.params).id, body.data.amount, body.data.idempotency_key);
      return isRefusal(refund) ? refuse(reply, refund) : reply.code(201).send(refund);
    });
    api.delete('/v1/cards/:id', async (request, reply) =>
      sandbox.deleteCard(idParams.parse(request.params).id) ? reply.code(204).send() : refuse(reply, { refused: true, status: 404, code: 'card_not_found', message: 'No such saved card.' }),
    );
    api.post('/v1/apple-pay/sessions', async (request, reply) => {
      const body = merchantValidationRequestSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      return reply.code(200).send(sandbox.validateMerchant(body.data));
    });
    api.post('/v1/apple-pay/payments', async (request, reply) => {
      const body = applePayPaymentSchema.safeParse(request.body);
      if (!body.success) return invalid(reply, body.error);
      return answer(request, reply, sandbox.payWithApplePay(body.data), true);
    });
  });

  app.get('/assets/sandbox.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET));

  const page = (reply: FastifyReply, payment: SandboxPayment | undefined, html: string, status = 200) => {
    const returnOrigin = payment === undefined ? '' : ` ${new URL(payment.request.return_url).origin}`;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', `default-src 'none'; style-src 'self'; form-action 'self'${returnOrigin}; base-uri 'none'; frame-ancestors 'self'`)
      .send(html);
  };
  const backTo = (payment: SandboxPayment) => {
    const url = new URL(payment.request.return_url);
    url.searchParams.set('payment_id', payment.id);
    return url.toString();
  };
  /** A page for a payment no longer waiting: its state, with the way back to the store. */
  const settled = (reply: FastifyReply, payment: SandboxPayment, lang: 'en' | 'ar') =>
    page(reply, payment, messagePage(base, lang, payment.status === 'expired' ? 'sessionExpired' : 'finished', backTo(payment)), payment.status === 'expired' ? 410 : 200);
  const cardPayment = (request: FastifyRequest) => {
    const payment = sandbox.find(idParams.parse(request.params).id);
    return payment?.provider === 'card' ? payment : undefined;
  };
  const notFound = (reply: FastifyReply, lang: 'en' | 'ar') => page(reply, undefined, messagePage(base, lang, 'notFound'), 404);

  app.get('/pay/:id', async (request, reply) => {
    const lang = pageLanguage(langQuery.parse(request.query).lang);
    const payment = cardPayment(request);
    if (payment === undefined) return notFound(reply, lang);
    if (payment.challenge !== null) return reply.redirect(`${base}/pay/${payment.id}/challenge?lang=${lang}`, 303);
    if (payment.status !== 'pending') return settled(reply, payment, lang);
    return page(reply, payment, cardPage(base, payment, lang));
  });

  app.post('/pay/:id', async (request, reply) => {
    const lang = pageLanguage(langQuery.parse(request.query).lang);
    const payment = cardPayment(request);
    if (payment === undefined) return notFound(reply, lang);
    if (payment.status !== 'pending' || payment.challenge !== null) return settled(reply, payment, lang);
    const form = cardForm.safeParse(request.body ?? {});
    const values = form.success ? form.data : { number: '', expiry: '', cvc: '', name: '' };
    const digits = cardDigits(values.number);
    const brand = brandOf(digits);
    const expiry = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
    const month = Number(expiry?.[1]);
    const year = expiry?.[2] === undefined ? Number.NaN : expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    const now = new Date();
    const errors: CardFormErrors = {
      ...(!passesLuhn(digits) ? { number: 'numberInvalid' as const } : brand === undefined ? { number: 'brandRefused' as const } : {}),
      ...(expiry === null || month < 1 || month > 12
        ? { expiry: 'expiryInvalid' as const }
        : year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
          ? { expiry: 'expired' as const }
          : {}),
      ...(/^\d{3}$/.test(values.cvc.trim()) ? {} : { cvc: 'cvcInvalid' as const }),
      ...(values.name.trim().length >= 2 ? {} : { name: 'nameInvalid' as const }),
    };
    if (Object.keys(errors).length > 0 || brand === undefined) return page(reply, payment, cardPage(base, payment, lang, values, errors), 422);
    sandbox.enterCard(payment, { brand, last4: digits.slice(-4), expMonth: month, expYear: year, behaviour: behaviourOf(digits) });
    if (payment.challenge !== null) return reply.redirect(`${base}/pay/${payment.id}/challenge?lang=${lang}`, 303);
    return reply.redirect(backTo(payment), 303);
  });

  app.post('/pay/:id/cancel', async (request, reply) => {
    const lang = pageLanguage(langQuery.parse(request.query).lang);
    const payment = cardPayment(request);
    if (payment === undefined) return notFound(reply, lang);
    sandbox.abandon(payment);
    return reply.redirect(backTo(payment), 303);
  });

  app.get('/pay/:id/challenge', async (request, reply) => {
    const lang = pageLanguage(langQuery.parse(request.query).lang);
    const payment = cardPayment(request);
    if (payment === undefined) return notFound(reply, lang);
    if (payment.challenge === null) return settled(reply, payment, lang);
    return page(reply, payment, challengePage(base, payment, lang));
  });

  app.post('/pay/:id/challenge', async (request, reply) => {
    const lang = pageLanguage(langQuery.parse(request.query).lang);
    const payment = cardPayment(request);
    if (payment === undefined) return notFound(reply, lang);
    if (payment.challenge === null) return settled(reply, payment, lang);
    const code = z.object({ code: z.string().max(20).default('') }).safeParse(request.body ?? {});
    sandbox.answerChallenge(payment, code.success ? code.data.code.trim() : '');
    return reply.redirect(backTo(payment), 303);
  });

  const bnplPayment = (request: FastifyRequest) => {
    const params = bnplParams.safeParse(request.params);
    if (!params.success) return undefined;
    const payment = sandbox.find(params.data.id);
    return payment?.provider === params.data.provider ? { payment, provider: params.data.provider } : undefined;
  };

  app.get('/:provider/:id', async (request, reply) => {
    const lang = pageLanguage(langQuery.parse(request.query).lang);
    const found = bnplPayment(request);
    if (found === undefined) return notFound(reply, lang);
    if (found.payment.status !== 'pending') return settled(reply, found.payment, lang);
    const schedule = sandbox.toWire(found.payment, publicUrl(request)).installments;
    return page(reply, found.payment, bnplPage(base, found.payment, found.provider, lang, schedule));
  });

  app.post('/:provider/:id', async (request, reply) => {
    const lang = pageLanguage(langQuery.parse(request.query).lang);
    const found = bnplPayment(request);
    if (found === undefined) return notFound(reply, lang);
    if (found.payment.status !== 'pending') return settled(reply, found.payment, lang);
    const decision = z.object({ decision: z.enum(['approve', 'decline']) }).safeParse(request.body ?? {});
    if (!decision.success) return page(reply, found.payment, bnplPage(base, found.payment, found.provider, lang, sandbox.toWire(found.payment, publicUrl(request)).installments), 422);
    sandbox.decideBnpl(found.payment, decision.data.decision === 'approve');
    return reply.redirect(backTo(found.payment), 303);
  });
}

function refuse(reply: FastifyReply, refusal: SandboxRefusal) {
  return reply.code(refusal.status).send({ error: { code: refusal.code, message: refusal.message } });
}

function invalid(reply: FastifyReply, error: z.ZodError) {
  return reply.code(400).send({ error: { code: 'invalid_request', message: z.prettifyError(error) } });
}
