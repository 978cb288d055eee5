import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { DecideLoginMerge, LoginMergeResult } from '../../../cart/use-cases/decide-login-merge/decide-login-merge.use-case.js';
import type { GuestCartRecord } from '../../../cart/domain/guest-cart.js';
import { attributesUnavailable, emailNotVerified, invalidCredentials, loginFailed, type SignInError } from '../../errors.js';
import type { CustomerAttributes } from '../../domain/customer-attributes.js';
import type { Customer } from '../../domain/customer.js';
import { guardLogin } from '../../domain/login-guard.js';
import type { CustomerPort } from '../../ports/customer.port.js';

export interface SignInInput {
  readonly region: Region;
  readonly email: string;
  readonly password: string;
  readonly guestCart?: GuestCartRecord | undefined;
  /** The browser's cart token, which the guest cart answers to. */
  readonly guestCartToken?: string | undefined;
}

export interface SignedIn {
  readonly customer: Customer;
  readonly attributes: CustomerAttributes;
  readonly cart: LoginMergeResult;
}

/**
 * Sign-in as the spec orders it: credentials, then attributes (a failure aborts), then the
 * verification guard (sent but not verified stops with verify-email), then the cart merge, whose
 * failure never blocks signing in.
 */
export class SignIn {
  constructor(
    private readonly customers: CustomerPort,
    private readonly loginMerge: DecideLoginMerge,
  ) {}

  execute(input: SignInInput): ResultAsync<SignedIn, SignInError> {
    const email = input.email.trim();
    if (email === '' || input.password === '') return errAsync(invalidCredentials());
    return this.customers
      .authenticate(input.region, email, input.password)
      .mapErr((error) => (error.code === 'INVALID_CREDENTIALS' ? invalidCredentials() : loginFailed(error.code)))
      .andThen((customer) =>
        this.customers
          .getAttributes(input.region, customer.id)
          .mapErr(() => attributesUnavailable(customer.id))
          .andThen((attributes) =>
            guardLogin(attributes) === 'verify-email' ? errAsync(emailNotVerified()) : okAsync({ customer, attributes }),
          ),
      )
      .andThen(({ customer, attributes }) =>
        this.loginMerge
          .execute({ region: input.region, customerId: customer.id, savedCartId: attributes.savedCartId, guestCart: input.guestCart, guestCartToken: input.guestCartToken })
          .map((cart) => ({ customer, attributes, cart })),
      );
  }
}
