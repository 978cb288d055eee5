/**
 * Identifiers of what the composition roots bind besides the core's ports: the shared module's and
 * the API module's (ShopperResolver, CartTokens, RestoreLinks, ImageService), kept in one list so that the
 * one-process host, which loads both modules, can never meet two bindings under one name.
 */
export const TOKENS = {
  Config: Symbol.for('storefront.Config'),
  Runtime: Symbol.for('storefront.Runtime'),
  Database: Symbol.for('storefront.Database'),
  VatPolicy: Symbol.for('storefront.VatPolicy'),
  LimitAttempts: Symbol.for('storefront.LimitAttempts'),
  ListFeaturedProducts: Symbol.for('storefront.ListFeaturedProducts'),
  ReadCatalogue: Symbol.for('storefront.ReadCatalogue'),
  SearchProducts: Symbol.for('storefront.SearchProducts'),
  BuildSearchRequest: Symbol.for('storefront.BuildSearchRequest'),
  ParseListingUrl: Symbol.for('storefront.ParseListingUrl'),
  SortMappingPolicy: Symbol.for('storefront.SortMappingPolicy'),
  RelevancePolicy: Symbol.for('storefront.RelevancePolicy'),
  ReadContentPage: Symbol.for('storefront.ReadContentPage'),
  ViewListingPage: Symbol.for('storefront.ViewListingPage'),
  ViewProductPage: Symbol.for('storefront.ViewProductPage'),
  ViewHomePage: Symbol.for('storefront.ViewHomePage'),
  ViewLayout: Symbol.for('storefront.ViewLayout'),
  ViewNotFoundPage: Symbol.for('storefront.ViewNotFoundPage'),
  ViewHelpCentre: Symbol.for('storefront.ViewHelpCentre'),
  ViewStoreLocations: Symbol.for('storefront.ViewStoreLocations'),
  ListLocaleCatalogue: Symbol.for('storefront.ListLocaleCatalogue'),
  StoreLocatorPolicy: Symbol.for('storefront.StoreLocatorPolicy'),
  ImageService: Symbol.for('storefront.ImageService'),
  ManageCart: Symbol.for('storefront.ManageCart'),
  ManageWishlist: Symbol.for('storefront.ManageWishlist'),
  /** The account's use cases (`AccountUseCases`). */
  Accounts: Symbol.for('storefront.Accounts'),
  RestoreAbandonedCart: Symbol.for('storefront.RestoreAbandonedCart'),
  RestoreLinks: Symbol.for('storefront.RestoreLinks'),
  RemindAbandonedCarts: Symbol.for('storefront.RemindAbandonedCarts'),
  ShopperResolver: Symbol.for('storefront.ShopperResolver'),
  CartTokens: Symbol.for('storefront.CartTokens'),
  Outbox: Symbol.for('storefront.Outbox'),
  SessionPolicy: Symbol.for('storefront.SessionPolicy'),
  KeepSessions: Symbol.for('storefront.KeepSessions'),
  ResolveSignedInCustomer: Symbol.for('storefront.ResolveSignedInCustomer'),
  /** The store's own mailbox (`@storefront/mail`'s `Mailbox`), bound only when no SMTP_URL is set. */
  Mailbox: Symbol.for('storefront.Mailbox'),
  /** Checkout's and the orders' use cases (`CheckoutUseCases`). */
  Checkout: Symbol.for('storefront.Checkout'),
  /** Returns: the form, requests, My Returns, the operator's moves (`ReturnsUseCases`). */
  Returns: Symbol.for('storefront.Returns'),
  /** Writing reviews and My Reviews (`ReviewUseCases`). */
  Reviews: Symbol.for('storefront.Reviews'),
  CheckoutSettings: Symbol.for('storefront.CheckoutSettings'),
  SellerSettings: Symbol.for('storefront.SellerSettings'),
  /** The payment providers' secrets (`PaymentSecrets`). */
  PaymentSecrets: Symbol.for('storefront.PaymentSecrets'),
} as const;
