import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { accountWire as accountSchema, addressBookWire as addressBookSchema, areasWire as areasSchema, regionChangeWire as regionChangeSchema } from '@storefront/contract';
import {
  AREAS,
  type AccountPage,
  type AccountState,
  type ChangeEmailError,
  type ChangePasswordError,
  type ManageAddressesError,
  type SignedOutError,
  type UpdateDetailsError,
} from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';
import type { InfrastructureError } from '@storefront/core/shared';
import type { AnsweredErrorCode } from '@storefront/core/errors';
import { codesOf, defineRoute, registerRoute, type ApiRoute } from '../../http/api-route.js';
import type { ApiError } from '../../http/error-to-status.js';
import { respond } from '../../http/respond.js';
import { issueSession } from '../../http/session.js';
import { accountWire, addressBookWire, areasWire } from './account-wire.js';
import { originOf, signedInCustomer, type AccountRouteDeps } from './account-route.js';
import { addAddressBody, addressIdBody, changeEmailBody, changePasswordBody, detailsBody, newsletterBody, regionBody, regionChangeBody, updateAddressBody } from './validators.js';

const ACCOUNT = { name: 'Account', schema: accountSchema } as const;
const ADDRESS_BOOK = { name: 'AddressBook', schema: addressBookSchema } as const;
const SIGNED_IN = 'Signed in to the body’s region (the `storefront_session` cookie); else `401 SIGNED_OUT`.';
const INFRASTRUCTURE = ['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID'] as const;
const PHONE = ['PHONE_REQUIRED', 'PHONE_NOT_DIGITS', 'PHONE_TOO_SHORT', 'PHONE_OTHER_COUNTRY', 'PHONE_INVALID_FOR_REGION'] as const;

const accountRoute = <Body extends ApiRoute['body']>(
  path: `/${string}`,
  operationId: string,
  summary: string,
  body: Body,
  answer: typeof ACCOUNT | typeof ADDRESS_BOOK,
  errors: readonly AnsweredErrorCode[],
  description = SIGNED_IN,
  sessionCookie: 'reads' | 'sets' = 'reads',
): ApiRoute<Body> => ({ method: 'POST', path, operationId, tag: 'account', summary, description, body, answer, errors, guarded: true, cartCookie: 'none', sessionCookie });

export const ACCOUNT_ROUTES = {
  account: defineRoute(accountRoute('/account', 'account', 'What the account pages show: the customer, the address book, the wish list’s size', regionBody, ACCOUNT, codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', ...INFRASTRUCTURE]))),
  details: defineRoute(
    accountRoute('/account/details', 'accountDetails', 'My details: title, names, phone (the region’s rule), date of birth, anniversary', detailsBody, ACCOUNT, codesOf<SignedOutError | UpdateDetailsError>()(['SIGNED_OUT', ...PHONE, 'DAY_INVALID', ...INFRASTRUCTURE])),
  ),
  password: defineRoute(
    accountRoute(
      '/account/password',
      'accountPassword',
      'Changes the password, the current one required',
      changePasswordBody,
      ACCOUNT,
      codesOf<SignedOutError | ChangePasswordError>()(['SIGNED_OUT', 'CURRENT_PASSWORD_INCORRECT', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_BREACHED', 'PASSWORD_GUESSABLE', 'PASSWORD_UNCHANGED', 'RATE_LIMITED', ...INFRASTRUCTURE]),
      `${SIGNED_IN} Every session of the account ends and this browser gets a new one (a new session id).`,
      'sets',
    ),
  ),
  email: defineRoute(
    accountRoute(
      '/account/email',
      'accountEmail',
      'Changes the email, the password required; the new one must be verified',
      changeEmailBody,
      ACCOUNT,
      codesOf<SignedOutError | ChangeEmailError>()(['SIGNED_OUT', 'CURRENT_PASSWORD_INCORRECT', 'RATE_LIMITED', ...INFRASTRUCTURE]),
      `${SIGNED_IN} The new address gets a verification link and the old one a notice; every session ends and this browser gets a new one. An address another account has is not taken (its owner is told by email) and the account answers unchanged.`,
      'sets',
    ),
  ),
  addresses: defineRoute(accountRoute('/account/addresses', 'accountAddresses', 'The address book, the default first', regionBody, ADDRESS_BOOK, codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', ...INFRASTRUCTURE]))),
  addAddress: defineRoute(
    accountRoute(
      '/account/addresses/add',
      'accountAddressesAdd',
      'Adds an address (the first becomes the default, attribute 5)',
      addAddressBody,
      ADDRESS_BOOK,
      codesOf<SignedOutError | ManageAddressesError>()(['SIGNED_OUT', ...PHONE, 'AREA_UNKNOWN', 'POSTAL_CODE_INVALID', 'ADDRESS_BOOK_FULL', ...INFRASTRUCTURE]),
    ),
  ),
  updateAddress: defineRoute(
    accountRoute(
      '/account/addresses/update',
      'accountAddressesUpdate',
      'Replaces one of the customer’s addresses',
      updateAddressBody,
      ADDRESS_BOOK,
      codesOf<SignedOutError | ManageAddressesError>()(['SIGNED_OUT', ...PHONE, 'AREA_UNKNOWN', 'POSTAL_CODE_INVALID', 'ADDRESS_BOOK_FULL', ...INFRASTRUCTURE]),
      `${SIGNED_IN} An address that is not the customer’s is \`404 NOT_FOUND\`, as one that never existed.`,
    ),
  ),
  deleteAddress: defineRoute(
    accountRoute(
      '/account/addresses/delete',
      'accountAddressesDelete',
      'Deletes one of the customer’s addresses (the next one becomes the default)',
      addressIdBody,
      ADDRESS_BOOK,
      codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', ...INFRASTRUCTURE]),
      `${SIGNED_IN} An address that is not the customer’s is \`404 NOT_FOUND\`.`,
    ),
  ),
  areas: defineRoute({
    method: 'POST',
    path: '/account/areas',
    operationId: 'accountAreas',
    tag: 'account',
    summary: 'The region’s governorates (emirates in the UAE) and their cities, in English and Arabic',
    body: regionBody,
    answer: { name: 'Areas', schema: areasSchema },
    errors: [],
    guarded: true,
    cartCookie: 'none',
  }),
  newsletter: defineRoute(
    accountRoute('/account/newsletter', 'accountNewsletter', 'Subscribes to or unsubscribes from the newsletter (attribute 4)', newsletterBody, ACCOUNT, codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', ...INFRASTRUCTURE])),
  ),
  regionChange: defineRoute({
    method: 'POST',
    path: '/account/region-change',
    operationId: 'accountRegionChange',
    tag: 'account',
    summary: 'The shopper moves to another region’s store: cart attribute 170 of the same email’s account there is blanked',
    description:
      'Signed in to `from` (the `storefront_session` cookie) or a guest; the answer is the same whether or not `to` has an account with that email. A failed reset is logged, never answered.',
    body: regionChangeBody,
    answer: { name: 'RegionChange', schema: regionChangeSchema },
    errors: codesOf<InfrastructureError>()([...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
} as const;

/** `/api/account/*`: the signed-in customer's own account, and nobody else's. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };
  const { accounts } = deps;
  const page = (state: AccountState): ResultAsync<AccountPage, InfrastructureError> => accounts.viewAccount.page(state);
  /** Runs `work` for the region's signed-in customer and answers the account or the address book. */
  const forCustomer = <E extends ApiError>(
    request: FastifyRequest,
    reply: FastifyReply,
    region: Region,
    work: (customerId: number) => ResultAsync<AccountState, E>,
    wrap: (page: AccountPage) => unknown,
  ) =>
    respond(
      reply,
      signedInCustomer(request, region).andThen((customer) => work(customer.id).andThen(page)),
      wrap,
    );

  registerRoute(app, ACCOUNT_ROUTES.account, options, async ({ region }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((customer) => accounts.viewAccount.execute(region, customer.id)), accountWire),
  );

  registerRoute(app, ACCOUNT_ROUTES.regionChange, options, async ({ from, to }, request, reply) => {
    const result = request
      .signedInCustomer(from)
      .andThen((customer) => accounts.regionChange.execute({ previousRegion: from, region: to, email: customer?.email }))
      .map((outcome) => {
        if (outcome.failure !== undefined) request.log.warn({ code: outcome.failure.code, region: to }, 'Failed to clear cart attribute');
        return { changed: outcome.changed };
      });
    return respond(reply, result, (value) => value);
  });

  registerRoute(app, ACCOUNT_ROUTES.details, options, async ({ region, ...details }, request, reply) =>
    forCustomer(request, reply, region, (customerId) => accounts.updateDetails.execute({ region, customerId, ...details }), accountWire),
  );

  registerRoute(app, ACCOUNT_ROUTES.password, options, async (body, request, reply) =>
    forCustomer(
      request,
      reply,
      body.region,
      (customerId) =>
        accounts.changePassword
          .execute({ ...body, customerId, client: request.ip })
          .andThen((account) => issueSession(request, reply, deps.sessions, body.region, customerId).map(() => account)),
      accountWire,
    ),
  );

  registerRoute(app, ACCOUNT_ROUTES.email, options, async (body, request, reply) =>
    forCustomer(
      request,
      reply,
      body.region,
      (customerId) =>
        accounts.changeEmail
          .execute({ ...body, customerId, client: request.ip, origin: originOf(request) })
          .map(({ account }) => account),
      accountWire,
    ),
  );

  registerRoute(app, ACCOUNT_ROUTES.addresses, options, async ({ region }, request, reply) =>
    forCustomer(request, reply, region, (customerId) => accounts.addresses.list(region, customerId), addressBookWire),
  );

  registerRoute(app, ACCOUNT_ROUTES.addAddress, options, async ({ region, ...address }, request, reply) =>
    forCustomer(request, reply, region, (customerId) => accounts.addresses.add(region, customerId, address), addressBookWire),
  );

  registerRoute(app, ACCOUNT_ROUTES.updateAddress, options, async ({ region, addressId, ...address }, request, reply) =>
    forCustomer(request, reply, region, (customerId) => accounts.addresses.update(region, customerId, addressId, address), addressBookWire),
  );

  registerRoute(app, ACCOUNT_ROUTES.deleteAddress, options, async ({ region, addressId }, request, reply) =>
    forCustomer(request, reply, region, (customerId) => accounts.addresses.remove(region, customerId, addressId), addressBookWire),
  );

  registerRoute(app, ACCOUNT_ROUTES.areas, options, async ({ region }, _request, reply) => reply.send({ response: areasWire(region, AREAS[region]), hasError: false }));

  registerRoute(app, ACCOUNT_ROUTES.newsletter, options, async ({ region, subscribed }, request, reply) =>
    forCustomer(request, reply, region, (customerId) => accounts.newsletter.execute(region, customerId, subscribed), accountWire),
  );
}
