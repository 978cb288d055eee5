import { data } from 'react-router';
import { statusOf, type AnsweredError } from '@storefront/core/errors';

// Loaders only: the browser's bundles leave loaders out, and with them the core's status table.
/**
 * What a loader throws for a use case's error: its code, with the status the API would answer
 * (the core's `statusOf`, decision 0015). Only the brand of `BRAND_NOT_IN_REGION` travels with it,
 * for the page that says where the brand is sold; other params stay on the server.
 */
export function pageError(error: AnsweredError) {
  const payload = error.code === 'BRAND_NOT_IN_REGION' ? { code: error.code, params: { brand: error.params.brand } } : { code: error.code };
  return data(payload, { status: statusOf(error.code) });
}
