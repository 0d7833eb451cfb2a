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
}

export const within = (key, value) => {
  const b = budgets[key]
  if (!b || value === null || value === undefined || Number.isNaN(value)) return null
  return b.min !== undefined ? value >= b.min : value <= b.max
}
