declare module 'virtual:translation-chunks' {
  /** Each translation bundle's chunk in the browser build, by language and namespace (`ar/common`, `ar-sa/common`, `ar/account`, …); empty in development. */
  const chunks: Readonly<Record<string, string>>;
  export default chunks;
}
