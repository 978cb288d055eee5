import { z } from 'zod';
import { textSchema } from '@storefront/core/shared';

const wholeNumber = z.string().regex(/^\d{1,5}$/, 'must be a whole number').transform(Number);

/** `GET /img?src=/images/...&w=640&q=75`. Whether the width and quality are allowed is the image service's rule. */
export const imageQuery = z.object({
  src: textSchema({ min: 1, max: 512 }),
  w: wholeNumber,
  q: wholeNumber.optional(),
});
export type ImageQuery = z.infer<typeof imageQuery>;

/** `GET /images/illustrations/:name.svg`. */
export const illustrationParams = z.object({
  name: z.string().regex(/^[a-z0-9-]{1,80}$/),
});
