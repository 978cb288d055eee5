import type { FastifyInstance } from 'fastify';
import { okAsync } from 'neverthrow';
import { acceptedWire, signedInWire as signedInSchema, signedOutWire, type SignedOutWire } from '@storefront/contract';
import { readGuestCartRecord } from '@storefront/core/cart';
import type { CompleteSignInError, EmailRequestError, ResetPasswordError, SignUpError, VerifyEmailError } from '@storefront/core/customer';
import type { InfrastructureError } from '@storefront/core/shared';
import type { SignedOutError } from '@storefront/core/customer';
import { codesOf, defineRoute, registerRoute } from '../../http/api-route.js';
import { cartTokenOf, setCartToken } from '../../http/cart-token.js';
import { respond } from '../../http/respond.js';
import { clearSession, issueSession } from '../../http/session.js';
import { signedInWire } from './account-wire.js';
import { originOf, signedInCustomer, type AccountRouteDeps } from './account-route.js';
import { emailBody, regionBody, signInBody, signOutBody, signUpBody, tokenBody, updatePasswordBody } from './validators.js';

const ACCEPTED = { name: 'Accepted', schema: acceptedWire } as const;
const SAME_ANSWER = 'The answer is the same, and takes the same work, whether or not the email has an account (no enumeration).';

export const AUTH_ROUTES = {
  signIn: defineRoute({
    method: 'POST',
    path: '/auth/secure-login',
    operationId: 'authSecureLogin',
    tag: 'account',
    summary: 'Signs in with email, password and region',
    description:
      'The spec’s secure sign-in. A wrong password and an unknown email answer alike (`401 INVALID_CREDENTIALS`); an email sent a verification link and not verified is `403 EMAIL_NOT_VERIFIED`. ' +
      'On success the session cookie `storefront_session` is set with a new id (a session the browser had ends: no fixation), the guest cart (with its `cart_token`) is merged by the core’s rules and the guest wish list joined.',
    body: signInBody,
    answer: { name: 'SignedIn', schema: signedInSchema },
    errors: codesOf<CompleteSignInError>()([
      'INVALID_CREDENTIALS',
      'EMAIL_NOT_VERIFIED',
      'LOGIN_FAILED',
      'CUSTOMER_ATTRIBUTES_UNAVAILABLE',
      'RATE_LIMITED',
      'NOT_FOUND',
      'CONFLICT',
      'UNAVAILABLE',
      'INVALID',
    ]),
    guarded: true,
    cartCookie: 'reads',
    sessionCookie: 'sets',
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/auth/sign-up',
    operationId: 'authSignUp',
    tag: 'account',
    summary: 'Makes an account and sends its verification link',
    description: `${SAME_ANSWER} An email that has an account gets the account-exists email instead.`,
    body: signUpBody,
    answer: ACCEPTED,
    errors: codesOf<SignUpError>()([
      'PHONE_REQUIRED',
      'PHONE_NOT_DIGITS',
      'PHONE_TOO_SHORT',
      'PHONE_OTHER_COUNTRY',
      'PHONE_INVALID_FOR_REGION',
      'DAY_INVALID',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_GUESSABLE',
      'PASSWORD_BREACHED',
      'RATE_LIMITED',
      'NOT_FOUND',
      'CONFLICT',
      'UNAVAILABLE',
      'INVALID',
    ]),
    guarded: true,
    cartCookie: 'none',
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/auth/verification-email',
    operationId: 'authVerificationEmail',
    tag: 'account',
    summary: 'Sends a new verification link to an account whose email is not verified',
    description: SAME_ANSWER,
    body: emailBody,
    answer: ACCEPTED,
    errors: codesOf<EmailRequestError>()(['RATE_LIMITED', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']),
    guarded: true,
    cartCookie: 'none',
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/auth/verify-email',
    operationId: 'authVerifyEmail',
    tag: 'account',
    summary: 'Follows a verification link: the email is verified and the link used up',
    body: tokenBody,
    answer: ACCEPTED,
    errors: codesOf<VerifyEmailError>()(['TOKEN_INVALID', 'TOKEN_EXPIRED', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']),
    guarded: true,
    cartCookie: 'none',
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    operationId: 'authResetPassword',
    tag: 'account',
    summary: 'Sends a password-reset link valid for 30 minutes',
    description: SAME_ANSWER,
    body: emailBody,
    answer: ACCEPTED,
    errors: codesOf<EmailRequestError>()(['RATE_LIMITED', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']),
    guarded: true,
    cartCookie: 'none',
  }),
  updatePassword: defineRoute({
    method: 'POST',
    path: '/auth/update-password',
    operationId: 'authUpdatePassword',
    tag: 'account',
    summary: 'Sets a new password from a reset link; every session of the account ends',
    body: updatePasswordBody,
    answer: ACCEPTED,
    errors: codesOf<ResetPasswordError>()([
      'TOKEN_INVALID',
      'TOKEN_EXPIRED',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_LONG',
      'PASSWORD_GUESSABLE',
      'PASSWORD_BREACHED',
      'NOT_FOUND',
      'CONFLICT',
      'UNAVAILABLE',
      'INVALID',
    ]),
    guarded: true,
    cartCookie: 'none',
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/auth/sign-out',
    operationId: 'authSignOut',
    tag: 'account',
    summary: 'Signs this browser out; the cart goes on as a guest cart',
    description: 'Ends the session and clears its cookie. The customer’s cart is copied into a guest cart of the browser’s `cart_token` (set when missing), whose id the answer gives; the customer keeps theirs for the next sign-in.',
    body: signOutBody,
    answer: { name: 'SignedOut', schema: signedOutWire },
    errors: codesOf<InfrastructureError>()(['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']),
    guarded: true,
    cartCookie: 'sets',
    sessionCookie: 'sets',
  }),
  signOutEverywhere: defineRoute({
    method: 'POST',
    path: '/auth/sign-out-everywhere',
    operationId: 'authSignOutEverywhere',
    tag: 'account',
    summary: 'Ends every session of the signed-in account, this one included',
    body: regionBody,
    answer: { name: 'SignedOut', schema: signedOutWire },
    errors: codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']),
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'sets',
  }),
} as const;

const accepted = () => ({ accepted: true as const });

/** Sign-in, sign-up, verification, reset and sign-out (`/api/auth/*`). */
export function registerAuthRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };
  const { accounts, sessions } = deps;

  registerRoute(app, AUTH_ROUTES.signIn, options, async (body, request, reply) => {
    const guestCart = body.guestCart === undefined ? undefined : readGuestCartRecord({ ...body.guestCart, cartData: null });
    const result = accounts.signIn
      .execute({
        region: body.region,
        email: body.email,
        password: body.password,
        client: request.ip,
        guestCart,
        guestCartToken: cartTokenOf(request, deps.cartTokens),
        guestWishlist: body.guestWishlist,
      })
      .andThen((signedIn) => {
        for (const failure of signedIn.failures) request.log.warn({ code: failure.code, params: failure.params }, 'sign-in went on without merging');
        return issueSession(request, reply, sessions, body.region, signedIn.account.customer.id).map(() => signedIn);
      });
    return respond(reply, result, signedInWire);
  });

  registerRoute(app, AUTH_ROUTES.signUp, options, async (body, request, reply) =>
    respond(reply, accounts.signUp.execute({ ...body, client: request.ip, origin: originOf(request) }), accepted),
  );

  registerRoute(app, AUTH_ROUTES.resendVerification, options, async (body, request, reply) =>
    respond(reply, accounts.resendVerification.execute({ ...body, client: request.ip, origin: originOf(request) }), accepted),
  );

  registerRoute(app, AUTH_ROUTES.verifyEmail, options, async ({ region, token, language }, _request, reply) => respond(reply, accounts.verifyEmail.execute(region, token, language), accepted));

  registerRoute(app, AUTH_ROUTES.requestPasswordReset, options, async (body, request, reply) =>
    respond(reply, accounts.requestPasswordReset.execute({ ...body, client: request.ip, origin: originOf(request) }), accepted),
  );

  registerRoute(app, AUTH_ROUTES.updatePassword, options, async (body, _request, reply) => respond(reply, accounts.resetPassword.execute(body), accepted));

  registerRoute(app, AUTH_ROUTES.signOut, options, async ({ region, language }, request, reply) => {
    const result = request.signedInCustomer(region).andThen((customer) => {
      if (customer === undefined) return clearSession(request, reply, sessions).map((): SignedOutWire => ({ guestCartId: null }));
      let cartToken = cartTokenOf(request, deps.cartTokens);
      if (cartToken === undefined) {
        cartToken = deps.cartTokens.issue();
        setCartToken(request, reply, cartToken);
      }
      return accounts.signOut
        .execute({ locale: { language: language ?? 'en', region }, customerId: customer.id, cartToken })
        .andThen((signedOutCart) => {
          if (signedOutCart.failure) request.log.warn({ code: signedOutCart.failure.code }, 'sign-out left the cart with the customer only');
          return clearSession(request, reply, sessions).map((): SignedOutWire => ({ guestCartId: signedOutCart.guestCartId ?? null }));
        });
    });
    return respond(reply, result, (value) => value);
  });

  registerRoute(app, AUTH_ROUTES.signOutEverywhere, options, async ({ region }, request, reply) => {
    const result = signedInCustomer(request, region)
      .andThen((customer) => sessions.endAll(region, customer.id))
      .andThen(() => clearSession(request, reply, sessions))
      .andThen(() => okAsync<SignedOutWire, never>({ guestCartId: null }));
    return respond(reply, result, (value) => value);
  });
}
