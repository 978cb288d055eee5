/** The help centre's public entry (decision 0017). */
export * from './components/faq-answer';
