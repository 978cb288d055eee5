/** The header's public entry; its drawers load through lazy/ (decision 0017). */
export * from './header-data';
export * from './components/site-header';
