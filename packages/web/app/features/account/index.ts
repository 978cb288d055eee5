/** The account's public entry: menu, auth modals' host and opener, and the account pages' bodies (decision 0017). */
export * from './account-menu';
export { AuthHost } from './auth/auth-host';
export { AUTH_VIEWS, openAuth, type AuthView } from './auth/auth-store';
export { AuthPanel } from './components/auth-panel';
export { AccountFrame } from './components/account-frame';
export { SignOutButton } from './components/sign-out-button';
export { useAccount } from './hooks/use-account';
export { OverviewPage } from './pages/overview-page';
export { DetailsPage } from './pages/details-page';
export { AddressBookPage } from './pages/address-book-page';
export { NewsletterPage } from './pages/newsletter-page';
export { WishlistPage } from './pages/wishlist-page';
export { PaymentMethodsPage } from './pages/payment-methods-page';
export { verifyEmailToken } from './session/verify-email';
export { SessionSync, type SessionCustomer } from './session/session-sync';
// The address book's fields and postal block, for the checkout's delivery address.
export { TextField, SelectField } from './components/form-field';
export { FormMessage } from './components/form-message';
export { phoneShapeMessage, refusalOf } from './components/form-errors';
export { AddressLines } from './components/address-lines';
