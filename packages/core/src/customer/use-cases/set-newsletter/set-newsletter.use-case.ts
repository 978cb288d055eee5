import { okAsync, type ResultAsync } from 'neverthrow';
import { CUSTOMER_UPDATE_TOPIC } from '../../../events/domain/cart-update-event.js';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { AccountState } from '../../ports/customer-store.port.js';
import type { AccountDeps } from '../account/account-deps.js';

/**
 * Subscribes to or unsubscribes from the newsletter (attribute 4), and tells the marketing platform
 * with a `customer_update` event written in the same transaction. Setting what is set already
 * writes nothing and sends nothing.
 */
export class SetNewsletter {
  constructor(private readonly deps: Pick<AccountDeps, 'store'>) {}

  execute(region: Region, customerId: number, subscribed: boolean): ResultAsync<AccountState, InfrastructureError> {
    return this.deps.store.change(region, customerId, (account) => {
      if ((account.attributes.newsletterSubscribed ?? false) === subscribed) return okAsync({});
      return okAsync({
        attributes: { newsletterSubscribed: subscribed },
        outbox: [
          {
            topic: CUSTOMER_UPDATE_TOPIC,
            payload: { name: 'customer_update' as const, identity: { email: account.profile.email }, region, properties: { newsletterSubscribed: subscribed } },
          },
        ],
      });
    });
  }
}
