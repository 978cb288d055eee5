/** The store locator's public entry (decision 0017). */
export * from './components/store-card';
