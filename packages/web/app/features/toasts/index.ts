/** The toasts' public entry (decision 0017). */
export * from './components/toast-region';
