import { isRouteErrorResponse } from 'react-router';
import { BRAND_PROFILES, BRANDS, type Brand, type Region } from '@storefront/core/locale';
import type { TFunction } from './i18n';

/** What loaders throw for an error page (`throw data({ code, params }, { status })`): a stable code and its translation parameters. */
export interface ErrorPayload {
  readonly code: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** The code and parameters of a route error a loader threw with them; undefined for any other error. */
export function errorPayloadOf(error: unknown): ErrorPayload | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload: unknown = error.data;
  if (typeof payload !== 'object' || payload === null || !('code' in payload) || typeof payload.code !== 'string') return undefined;
  const params = 'params' in payload && typeof payload.params === 'object' && payload.params !== null ? (payload.params as Record<string, unknown>) : {};
  return { code: payload.code, params };
}

/** The brand a `BRAND_NOT_IN_REGION` error names; Waves, the brand of one region, when it names none. */
export function brandNotSoldHere(payload: ErrorPayload): Brand {
  return BRANDS.find((brand) => brand === payload.params.brand) ?? 'waves';
}

/** The region a shopper is sent to for a brand their region does not sell. */
export function sellingRegionOf(brand: Brand): Region {
  return BRAND_PROFILES[brand].regions[0] ?? 'sa';
}

/** "Waves is sold in KSA": the heading of the page, and its title. */
export function brandNotInRegionHeading(t: TFunction, brand: Brand): string {
  return t('brandNotInRegion.heading', { brand: t(`brands.${brand}.name`), regions: t(`regions.${sellingRegionOf(brand)}`) });
}
