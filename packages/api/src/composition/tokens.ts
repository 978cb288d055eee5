/** Identifiers of what the composition roots bind besides the core's ports. */
export const TOKENS = {
  Config: Symbol.for('storefront.Config'),
  Runtime: Symbol.for('storefront.Runtime'),
  Database: Symbol.for('storefront.Database'),
  VatPolicy: Symbol.for('storefront.VatPolicy'),
  ListFeaturedProducts: Symbol.for('storefront.ListFeaturedProducts'),
  ReadCatalogue: Symbol.for('storefront.ReadCatalogue'),
  SearchProducts: Symbol.for('storefront.SearchProducts'),
  BuildSearchRequest: Symbol.for('storefront.BuildSearchRequest'),
  ParseListingUrl: Symbol.for('storefront.ParseListingUrl'),
  SortMappingPolicy: Symbol.for('storefront.SortMappingPolicy'),
  ImageService: Symbol.for('storefront.ImageService'),
} as const;
