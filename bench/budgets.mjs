// The budgets of ../shared/docs/architecture.md, copied into docs/performance.md (the project's record).
export const budgets = {
  performance: { min: 95, label: 'Lighthouse performance' },
  accessibility: { min: 100, label: 'Lighthouse accessibility' },
  'best-practices': { min: 100, label: 'Lighthouse best practices' },
  seo: { min: 100, label: 'Lighthouse SEO' },
  lcp: { max: 1800, unit: 'ms', label: 'LCP' },
  tbt: { max: 100, unit: 'ms', label: 'TBT' },
  cls: { max: 0.02, label: 'CLS' },
  homeJsKb: { max: 150, unit: 'KB', label: 'JavaScript on first load of home (compressed)' },
  pageRps: { min: 3000, label: 'Cached public page, 50 connections, requests/s' },
  pageP99: { max: 50, unit: 'ms', label: 'Cached public page p99' },
  apiRps: { min: 1000, label: 'Contract list call, 50 connections, requests/s' },
  apiP99: { max: 50, unit: 'ms', label: 'Contract list call p99' },
  // Issue 16: what no cache answers, at 10 connections (search at 20), and the cached page against nginx.
  uncachedHomeRps: { min: 200, label: 'Home, uncached render, requests/s' },
  uncachedPageRps: { min: 150, label: 'Page, uncached render, requests/s' },
  uncachedP99: { max: 200, unit: 'ms', label: 'Uncached render p99' },
  searchPageRps: { min: 150, label: 'Search page, distinct queries, requests/s' },
  searchPageP99: { max: 250, unit: 'ms', label: 'Search page p99' },
  searchCallRps: { min: 1000, label: 'Search call, distinct queries, requests/s' },
  searchCallP99: { max: 50, unit: 'ms', label: 'Search call p99' },
  cachedVsStatic: { min: 80, unit: '%', label: 'Cached home against nginx, same gzip bytes' },
}

export const within = (key, value) => {
  const b = budgets[key]
  if (!b || value === null || value === undefined || Number.isNaN(value)) return null
  return b.min !== undefined ? value >= b.min : value <= b.max
}
