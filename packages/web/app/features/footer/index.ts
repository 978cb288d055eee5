/** The footer's public entry (decision 0017). */
export * from './footer-data';
export * from './components/site-footer';
