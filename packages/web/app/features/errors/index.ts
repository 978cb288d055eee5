/** The error pages' public entry (decision 0017). */
export * from './not-found-page';
