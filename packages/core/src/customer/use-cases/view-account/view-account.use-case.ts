import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { WishlistPort } from '../../../wishlist/ports/wishlist.port.js';
import { addressBook, customerView, type AddressView, type CustomerView } from '../../domain/account-view.js';
import type { AccountState, CustomerStore } from '../../ports/customer-store.port.js';

/** What the account pages show. */
export interface AccountPage {
  readonly customer: CustomerView;
  readonly addresses: readonly AddressView[];
  readonly wishlistCount: number;
  /** The customer's saved cart in this region (attribute 7), the bag a browser holding none loads. */
  readonly savedCartId?: string;
}

/** The account page's data for a signed-in customer: profile, address book and the wish list's size. */
export class ViewAccount {
  constructor(
    private readonly store: CustomerStore,
    private readonly wishlists: WishlistPort,
  ) {}

  execute(region: Region, customerId: number): ResultAsync<AccountPage, InfrastructureError> {
    return this.store.read(region, customerId).andThen((account) => this.page(account));
  }

  /** The page of an account just read or changed. */
  page(account: AccountState): ResultAsync<AccountPage, InfrastructureError> {
    return this.wishlists
      .getWishlist(account.region, account.id)
      .map((wishlist) => ({
        customer: customerView(account),
        addresses: addressBook(account),
        wishlistCount: wishlist.items.length,
        // Attributes are read with blanks left out: a blanked saved cart is none.
        ...(account.attributes.savedCartId === undefined ? {} : { savedCartId: account.attributes.savedCartId }),
      }));
  }
}
