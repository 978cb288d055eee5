import type { ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { CustomerAttributeUpdate, CustomerAttributes } from '../domain/customer-attributes.js';
import type { PostalAddress } from '../domain/postal-address.js';

export const CustomerStore = Symbol.for('storefront.CustomerStore');

/** An address of the account's book, by its id. */
export interface AccountAddress extends PostalAddress {
  readonly id: number;
}

/** The account's profile: who the customer is, besides the attributes. */
export interface AccountProfile {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** E.164; absent for accounts made before phones were asked for. */
  readonly phone?: string | undefined;
}

/** One account of a region's store, as a change sees it. */
export interface AccountState {
  readonly id: number;
  readonly region: Region;
  readonly profile: AccountProfile;
  /** The stored password hash (never the password). */
  readonly passwordHash: string;
  readonly attributes: CustomerAttributes;
  /** In the order they were added. */
  readonly addresses: readonly AccountAddress[];
}

/** A new account, with the attributes and emails of its making. */
export interface NewAccount {
  readonly profile: AccountProfile;
  readonly passwordHash: string;
  readonly attributes: CustomerAttributeUpdate;
  /** Made from the new account's id (the verification link names it). */
  readonly outbox: (customerId: number) => { readonly attributes: CustomerAttributeUpdate; readonly entries: readonly OutboxEntry[] };
}

/** What a change of an account saves, all in its one transaction. */
export interface AccountChange {
  readonly profile?: Partial<AccountProfile> & { readonly phone?: string | null };
  readonly passwordHash?: string;
  readonly attributes?: CustomerAttributeUpdate;
  /** An address added; `makeDefault` points attribute 5 at it once it has its id. */
  readonly addAddress?: { readonly address: PostalAddress; readonly makeDefault: boolean };
  readonly replaceAddress?: AccountAddress;
  readonly removeAddress?: number;
  /** Emails and marketing events of the change, appended in its transaction. */
  readonly outbox?: readonly OutboxEntry[];
}

/** A change of one account, decided by the core inside the store's unit of work. A refusal rolls it back. */
export type AccountWork<E> = (account: AccountState) => ResultAsync<AccountChange, E>;

/**
 * Where accounts are kept: storage with a unit of work, and no rule of its own (decision 0012). A
 * customer of another region is `NOT_FOUND` (entity `customer`), as one that never existed.
 */
export interface CustomerStore {
  /** The id of the region's account with that email (any letter case), if there is one. */
  findByEmail(region: Region, email: string): ResultAsync<AccountState | undefined, InfrastructureError>;
  /** The account. */
  read(region: Region, customerId: number): ResultAsync<AccountState, InfrastructureError>;
  /**
   * Makes an account and saves its attributes and outbox entries in one transaction. An email the
   * region has already (a sign-up racing another) is `CONFLICT` (entity `customer`).
   */
  create(region: Region, account: NewAccount): ResultAsync<AccountState, InfrastructureError>;
  /**
   * One change of one account in one transaction: locks the account, loads it, hands it to
   * `work`, saves what `work` returns with its outbox entries, and answers the account as saved.
   * An email taken by another account of the region is `CONFLICT`.
   */
  change<E>(region: Region, customerId: number, work: AccountWork<E>): ResultAsync<AccountState, E | InfrastructureError>;
  /** Appends outbox entries that change no account (an email to an address that has one). */
  notify(entries: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError>;
}
