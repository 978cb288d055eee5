/** The language feature's public entry; the locale choices load through lazy/ (decision 0017). */
export * from './use-page-in-locale';
export * from './use-switch-locale';
export * from './components/language-strip';
export * from './components/locale-change-notice';
