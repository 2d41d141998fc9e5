// The site-search index of one language, built by web/vite-plugins/search-index.ts.
declare module 'virtual:search-index/*' {
  const entries: import('./build-search-index').SearchEntry[];
  export default entries;
}
