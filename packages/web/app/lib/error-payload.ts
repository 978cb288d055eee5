import { data, isRouteErrorResponse } from 'react-router';
import { BRAND_PROFILES, BRANDS, statusOf, type AnsweredError, type Brand, type Region } from '@storefront/core';
import type { TFunction } from './i18n';

/** What loaders throw for an error page (`throw data({ code, params }, { status })`): a stable code and its translation parameters. */
export interface ErrorPayload {
  readonly code: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * What a loader throws for a use case's error: its code, with the status the API would answer
 * (the core's `statusOf`, decision 0015). Only the brand of `BRAND_NOT_IN_REGION` travels with it,
 * for the page that says where the brand is sold; other params stay on the server.
 */
export function pageError(error: AnsweredError) {
  const payload = error.code === 'BRAND_NOT_IN_REGION' ? { code: error.code, params: { brand: error.params.brand } } : { code: error.code };
  return data(payload, { status: statusOf(error.code) });
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
