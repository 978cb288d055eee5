/** Identifiers of what the composition roots bind besides the core's ports. */
export const TOKENS = {
  Config: Symbol.for('storefront.Config'),
  Runtime: Symbol.for('storefront.Runtime'),
  ListFeaturedProducts: Symbol.for('storefront.ListFeaturedProducts'),
  ImageService: Symbol.for('storefront.ImageService'),
} as const;
