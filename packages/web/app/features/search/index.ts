/** The search feature's public entry; its drawer loads through lazy/ (decision 0017). */
export * from './search-href';
