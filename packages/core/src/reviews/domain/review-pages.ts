/** The highest review page an address may ask for; beyond it the first page is shown. */
export const MAX_REVIEW_PAGE = 10_000;

/** `?review_page=3` read leniently: anything but a whole number from 1 to the cap is page 1. */
export function parseReviewPage(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= MAX_REVIEW_PAGE ? page : 1;
}

/**
 * How many pages the reviews fill. The port pages with a size of its own, which the first page
 * reveals: when more reviews exist than it holds, it is full.
 */
export function reviewPageCount(total: number, firstPageLength: number): number {
  if (total <= 0) return 0;
  if (firstPageLength <= 0 || firstPageLength >= total) return 1;
  return Math.ceil(total / firstPageLength);
}
