import { okAsync, type ResultAsync } from 'neverthrow';
import type { CartPort } from '../../../cart/ports/cart.port.js';
import type { Locale } from '../../../locale/domain/locale.js';
import type { DomainError } from '../../../shared/errors.js';
import type { CustomerPort } from '../../ports/customer.port.js';

export interface SignOutInput {
  readonly locale: Locale;
  readonly customerId: number;
  /** The browser's cart token, which the guest copy of the cart will answer to; none, no copy. */
  readonly cartToken?: string | undefined;
}

export interface SignedOut {
  /** The guest cart the browser keeps from now on (a copy of the customer's cart), if any. */
  readonly guestCartId?: string | undefined;
  /** Why no copy was made although the customer had a cart (logged by the driver, never shown). */
  readonly failure?: DomainError;
}

/**
 * Sign-out as the spec describes it: the cart moves back to a guest cart. The customer's cart stays
 * theirs (attribute 7, for the next sign-in); the browser gets a guest cart with the same lines,
 * bound to its cart token. A failure never stops signing out: the browser is left with no cart.
 */
export class SignOut {
  constructor(
    private readonly customers: CustomerPort,
    private readonly carts: CartPort,
  ) {}

  execute(input: SignOutInput): ResultAsync<SignedOut, never> {
    const { region } = input.locale;
    const cartToken = input.cartToken;
    if (cartToken === undefined || cartToken === '') return okAsync({});
    return this.customers
      .getAttributes(region, input.customerId)
      .andThen((attributes) => {
        if (attributes.savedCartId === undefined) return okAsync<SignedOut, DomainError>({});
        return this.carts.linesForRestore(region, attributes.savedCartId).andThen((lines) => {
          if (lines.length === 0) return okAsync<SignedOut, DomainError>({});
          return this.carts
            .createCart(region, {
              locale: input.locale,
              lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity, ...(line.variantId === undefined ? {} : { variantId: line.variantId }) })),
              owner: { kind: 'guest', cartToken },
            })
            .map((cart): SignedOut => ({ guestCartId: cart.id }));
        });
      })
      .orElse((failure) => okAsync<SignedOut, never>({ failure }));
  }
}
