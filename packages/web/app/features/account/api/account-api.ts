import {
  ACCOUNT_PATHS,
  acceptedWire,
  accountWire,
  addressBookWire,
  areasWire,
  signedInWire,
  signedOutWire,
  savedCardsWire,
  type AccountWire,
  type AddressBody,
  type AddressBookWire,
  type AreasWire,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type DetailsBody,
  type EmailBody,
  type SignInBody,
  type SignUpBody,
  type SignedInWire,
  type SignedOutWire,
  type SavedCardsWire,
  type UpdatePasswordBody,
} from '@storefront/contract';
import type { Language, Region } from '@storefront/core/locale';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

export type { AccountWire, AddressBookWire, AddressWire, AreasWire, SavedCardWire, SignedInWire } from '@storefront/contract';

/** A reader of an answer with a zod-mini schema: the value, or `undefined` when the shape is wrong. */
function reader<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) {
  return (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
}

const readAccount = reader(accountWire);
const readAccepted = reader(acceptedWire);
const readBook = reader(addressBookWire);
const call = <T>(path: string, body: unknown, read: (value: unknown) => T | undefined, signal?: AbortSignal) =>
  postEnvelope(path.slice(1), body, read, signal);

/**
 * The calls of sign-in and the account pages (`@storefront/contract`'s account.wire.ts), each a POST
 * with the client header, answered in the envelope; a refusal is a `CartApiError` with its code.
 */
export const accountApi = {
  signIn: (body: SignInBody): Promise<SignedInWire> => call(ACCOUNT_PATHS.signIn, body, reader(signedInWire)),
  signUp: (body: SignUpBody) => call(ACCOUNT_PATHS.signUp, body, readAccepted),
  resendVerification: (body: EmailBody) => call(ACCOUNT_PATHS.resendVerification, body, readAccepted),
  verifyEmail: (region: Region, language: Language, token: string) => call(ACCOUNT_PATHS.verifyEmail, { region, language, token }, readAccepted),
  requestPasswordReset: (body: EmailBody) => call(ACCOUNT_PATHS.requestPasswordReset, body, readAccepted),
  updatePassword: (body: UpdatePasswordBody) => call(ACCOUNT_PATHS.updatePassword, body, readAccepted),
  signOut: (region: Region): Promise<SignedOutWire> => call(ACCOUNT_PATHS.signOut, { region }, reader(signedOutWire)),
  signOutEverywhere: (region: Region): Promise<SignedOutWire> => call(ACCOUNT_PATHS.signOutEverywhere, { region }, reader(signedOutWire)),
  account: (region: Region, signal?: AbortSignal): Promise<AccountWire> => call(ACCOUNT_PATHS.account, { region }, readAccount, signal),
  saveDetails: (body: DetailsBody) => call(ACCOUNT_PATHS.details, body, readAccount),
  changePassword: (body: ChangePasswordBody) => call(ACCOUNT_PATHS.password, body, readAccount),
  changeEmail: (body: ChangeEmailBody) => call(ACCOUNT_PATHS.email, body, readAccount),
  addAddress: (body: AddressBody): Promise<AddressBookWire> => call(ACCOUNT_PATHS.addAddress, body, readBook),
  updateAddress: (body: AddressBody): Promise<AddressBookWire> => call(ACCOUNT_PATHS.updateAddress, body, readBook),
  deleteAddress: (region: Region, addressId: number): Promise<AddressBookWire> => call(ACCOUNT_PATHS.deleteAddress, { region, addressId }, readBook),
  areas: (region: Region, signal?: AbortSignal): Promise<AreasWire> => call(ACCOUNT_PATHS.areas, { region }, reader(areasWire), signal),
  setNewsletter: (region: Region, subscribed: boolean) => call(ACCOUNT_PATHS.newsletter, { region, subscribed }, readAccount),
  /** Removes a saved card (its token is forgotten at the provider); answers the cards left. */
  removeSavedCard: (region: Region, cardId: number): Promise<SavedCardsWire> => call(ACCOUNT_PATHS.removeSavedCard, { region, cardId }, reader(savedCardsWire)),
};

/** The query keys of the account's server state: one account per region (a session is of one region). */
export const accountKeys = {
  account: (region: Region) => ['account', region] as const,
  areas: (region: Region) => ['account-areas', region] as const,
};
