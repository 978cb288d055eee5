declare module 'virtual:translation-chunks' {
  /** Each translation bundle's chunk in the browser build, by bundle name (`ar`, `ar-sa`, …); empty in development. */
  const chunks: Readonly<Record<string, string>>;
  export default chunks;
}
