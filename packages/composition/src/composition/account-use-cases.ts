import type { ContainerModuleLoadOptions } from 'inversify';
import { CartPort, DecideLoginMerge, DefaultCartMergePolicy, DefaultGuestCartExpiryPolicy } from '@storefront/core/cart';
import {
  AccountSecrets,
  BreachedPasswords,
  ChangeEmail,
  ChangePassword,
  CompleteSignIn,
  CustomerPort,
  CustomerStore,
  DefaultPasswordPolicy,
  ManageAddresses,
  RequestPasswordReset,
  ResendVerification,
  ResetPassword,
  SetNewsletter,
  SignIn,
  SignOut,
  SignUp,
  UpdateDetails,
  VerifyEmail,
  ViewAccount,
  type AccountDeps,
  type AccountSessions,
} from '@storefront/core/customer';
import type { KeepSessions } from '@storefront/core/session';
import { ClockPort, type LimitAttempts } from '@storefront/core/shared';
import { WishlistPort } from '@storefront/core/wishlist';
import { NodeAccountSecrets, PostgresCustomerStore, type Database } from '@storefront/adapters-postgres';
import type { Config } from '../config/config.js';
import { BundledBreachedPasswords } from '../passwords/bundled-breached-passwords.js';
import { TOKENS } from './tokens.js';

/** Every account use case, bound as one (`TOKENS.Accounts`) for the routes and pages that use them. */
export interface AccountUseCases {
  readonly signIn: CompleteSignIn;
  readonly signOut: SignOut;
  readonly signUp: SignUp;
  readonly resendVerification: ResendVerification;
  readonly verifyEmail: VerifyEmail;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly resetPassword: ResetPassword;
  readonly changePassword: ChangePassword;
  readonly changeEmail: ChangeEmail;
  readonly updateDetails: UpdateDetails;
  readonly addresses: ManageAddresses;
  readonly newsletter: SetNewsletter;
  readonly viewAccount: ViewAccount;
  readonly secrets: AccountSecrets;
}

type Bind = ContainerModuleLoadOptions['bind'];

/** The account's adapters and use cases (issue 19): the engine's customer store, scrypt, the bundled breached-password list. */
export function bindAccounts(bind: Bind): void {
  bind<CustomerStore>(CustomerStore).toResolvedValue((db: Database) => new PostgresCustomerStore(db), [TOKENS.Database]);
  bind<AccountSecrets>(AccountSecrets).toConstantValue(new NodeAccountSecrets());
  bind<BreachedPasswords>(BreachedPasswords).toConstantValue(new BundledBreachedPasswords());
  bind<AccountUseCases>(TOKENS.Accounts).toResolvedValue(
    (
      cfg: Config,
      store: CustomerStore,
      secrets: AccountSecrets,
      breached: BreachedPasswords,
      clock: ClockPort,
      limits: LimitAttempts,
      keepSessions: KeepSessions,
      customers: CustomerPort,
      carts: CartPort,
      wishlists: WishlistPort,
    ): AccountUseCases => {
      const sessions: AccountSessions = { endAll: (region, customerId) => keepSessions.endAll(region, customerId).map(() => undefined) };
      const deps: AccountDeps = {
        store,
        secrets,
        passwords: new DefaultPasswordPolicy(breached),
        clock,
        limits,
        sessions,
        verificationHours: cfg.VERIFICATION_LINK_HOURS,
      };
      const merge = new DecideLoginMerge(carts, customers, new DefaultCartMergePolicy(), new DefaultGuestCartExpiryPolicy(), clock);
      const viewAccount = new ViewAccount(store, wishlists);
      return {
        signIn: new CompleteSignIn(limits, new SignIn(customers, merge), wishlists, viewAccount),
        signOut: new SignOut(customers, carts),
        signUp: new SignUp(deps),
        resendVerification: new ResendVerification(deps),
        verifyEmail: new VerifyEmail(deps),
        requestPasswordReset: new RequestPasswordReset(deps),
        resetPassword: new ResetPassword(deps),
        changePassword: new ChangePassword(deps),
        changeEmail: new ChangeEmail(deps),
        updateDetails: new UpdateDetails(deps),
        addresses: new ManageAddresses(deps),
        newsletter: new SetNewsletter(deps),
        viewAccount,
        secrets,
      };
    },
    [TOKENS.Config, CustomerStore, AccountSecrets, BreachedPasswords, ClockPort, TOKENS.LimitAttempts, TOKENS.KeepSessions, CustomerPort, CartPort, WishlistPort],
  );
}
