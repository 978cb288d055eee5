import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import { conflict, notFound, type InfrastructureError } from '../../shared/errors.js';
import { parseCustomerAttributes, serialiseCustomerAttributes, type CustomerAttributeUpdate, type CustomerAttributes } from '../domain/customer-attributes.js';
import type { AccountState, AccountWork, CustomerStore, NewAccount } from '../ports/customer-store.port.js';

/** Applies an attribute update the way a store does: through the back office's string form. */
function withAttributes(current: CustomerAttributes, update: CustomerAttributeUpdate | undefined): CustomerAttributes {
  if (update === undefined) return current;
  return parseCustomerAttributes([...serialiseCustomerAttributes(current), ...serialiseCustomerAttributes(update)]).attributes;
}

/** A `CustomerStore` in memory for the use cases' specs: one transaction is one synchronous step. */
export class InMemoryCustomerStore implements CustomerStore {
  readonly accounts = new Map<number, AccountState>();
  /** Every outbox entry written, in order. */
  readonly outbox: OutboxEntry[] = [];
  private nextId = 1;
  private nextAddressId = 1;

  findByEmail(region: Region, email: string): ResultAsync<AccountState | undefined, InfrastructureError> {
    const wanted = email.trim().toLowerCase();
    return okAsync([...this.accounts.values()].find((account) => account.region === region && account.profile.email.toLowerCase() === wanted));
  }

  read(region: Region, customerId: number): ResultAsync<AccountState, InfrastructureError> {
    const account = this.accounts.get(customerId);
    return account && account.region === region ? okAsync(account) : errAsync(notFound('customer', String(customerId)));
  }

  create(region: Region, account: NewAccount): ResultAsync<AccountState, InfrastructureError> {
    const taken = [...this.accounts.values()].some((other) => other.region === region && other.profile.email.toLowerCase() === account.profile.email.toLowerCase());
    if (taken) return errAsync(conflict('customer', 'email taken'));
    const id = this.nextId++;
    const made = account.outbox(id);
    const state: AccountState = {
      id,
      region,
      profile: account.profile,
      passwordHash: account.passwordHash,
      attributes: withAttributes(withAttributes({}, account.attributes), made.attributes),
      addresses: [],
    };
    this.accounts.set(id, state);
    this.outbox.push(...made.entries);
    return okAsync(state);
  }

  change<E>(region: Region, customerId: number, work: AccountWork<E>): ResultAsync<AccountState, E | InfrastructureError> {
    return this.read(region, customerId).andThen((account) =>
      work(account).andThen((change) => {
        const email = change.profile?.email;
        if (email !== undefined && [...this.accounts.values()].some((other) => other.id !== customerId && other.region === region && other.profile.email.toLowerCase() === email.toLowerCase())) {
          return errAsync(conflict('customer', 'email taken'));
        }
        let addresses = account.addresses.filter((address) => address.id !== change.removeAddress);
        if (change.replaceAddress) addresses = addresses.map((address) => (address.id === change.replaceAddress?.id ? change.replaceAddress : address));
        let attributes = withAttributes(account.attributes, change.attributes);
        if (change.addAddress) {
          const id = this.nextAddressId++;
          addresses = [...addresses, { id, ...change.addAddress.address }];
          if (change.addAddress.makeDefault) attributes = withAttributes(attributes, { defaultAddressId: id });
        }
        const { phone, ...profile } = change.profile ?? {};
        const next: AccountState = {
          ...account,
          profile: { ...account.profile, ...profile, ...(phone === undefined ? {} : phone === null ? { phone: undefined } : { phone }) },
          passwordHash: change.passwordHash ?? account.passwordHash,
          attributes,
          addresses,
        };
        this.accounts.set(customerId, next);
        this.outbox.push(...(change.outbox ?? []));
        return okAsync(next);
      }),
    );
  }

  notify(entries: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError> {
    this.outbox.push(...entries);
    return okAsync(undefined);
  }
}
