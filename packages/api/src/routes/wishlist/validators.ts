import { z } from 'zod';
import { regionSchema } from '@storefront/core/locale';
import { idSchema as productId } from '@storefront/core/shared';

export const wishlistBody = z.strictObject({ region: regionSchema });

export const wishlistItemBody = z.strictObject({ region: regionSchema, productId });

/** The guest's list from browser storage, in the guest's order. */
export const wishlistMergeBody = z.strictObject({ region: regionSchema, productIds: z.array(productId).max(200) });
