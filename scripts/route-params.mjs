// The query parameters each route of the app reads, for the page cache (scripts/page-cache.mjs): a page that
// does not read a parameter renders the same without it, so the cache answers such a request from the copy
// without it, and a made-up parameter costs neither a render nor a cache entry.
//
// tests/unit/route-params.test.ts holds this table to the app: every page and route under src/app is in it,
// pages list exactly what their `searchParams` read, contract reads exactly their query schema (defineCall).
// A route the table does not know (one the build has and this file not) is never cached and gets its request
// as sent, as does a route listed with null.

/**
 * Route shape (as under src/app, route groups left out) → the parameters it reads, or null for a route whose
 * answers are never kept (personal, per visitor, staff, writes, health checks: those are handed to the app as
 * sent). Dynamic segments are written as in the app: `[slug]`, `[...slug]`, `[[...segments]]`.
 */
export const routeParams = {
  // Pages (src/app/(site), src/app/(app-webview)): what their `searchParams` read.
  '/': [],
  '/[...slug]': [],
  '/catalogues': [],
  '/contact-us': [],
  '/csr-events': ['page'],
  '/csr-events/[slug]': [],
  '/developers': [],
  '/faq': [],
  '/home-promotion': ['category', 'page', 'status'],
  '/home-promotion/[slug]': [],
  '/inspirations': ['page', 'room'],
  '/inspirations/[slug]': [],
  '/kalender-event': ['city', 'event_calendar_id', 'month', 'page', 'search', 'view'],
  '/kalender-event/detail': [],
  '/kalender-event/detail/[slug]': [],
  '/kalender-event/detail/[slug]/kalender.ics': [],
  '/kalender-event/registrasi': [],
  '/kalender-event/registrasi/[slug]': [],
  '/kategori/[slug]': ['brand', 'page', 'price', 'room', 'sort', 'style'],
  '/mobile/[slug]': [],
  '/room-categories': [],
  '/produk/[url_key]': ['kota'],
  '/room-categories/[slug]': ['page'],
  '/room-of-inspiration': [],
  '/room-of-inspiration/[slug]': [],
  '/search': ['brand', 'category', 'page', 'price', 'q', 'sort'],
  '/services': [],
  '/services/[slug]': [],
  '/shop-the-look': [],
  '/store-locations': ['area', 'city', 'search'],
  '/store-locations/list-maps': ['city'],
  '/app-icon/[size]': [],
  '/robots.txt': [],
  '/sitemap.xml': [],
  '/sitemap/[file]': [],
  // Contract reads (GET): their query schemas.
  '/api/article/fe/detail': ['slug'],
  '/api/article/list': ['page', 'page_size', 'is_enabled', 'room', 'search'],
  '/api/article/product': ['page', 'page_size', 'is_enabled', 'slug'],
  '/api/banner/list': ['page', 'page_size', 'is_enabled', 'section_name', 'browser'],
  '/api/brand/list': ['page', 'page_size', 'is_enabled', 'type'],
  '/api/category/detail': ['slug'],
  '/api/category/list': ['page', 'page_size', 'is_enabled', 'parent'],
  '/api/event/detail': ['slug'],
  '/api/event/list': [
    'page',
    'page_size',
    'is_enabled',
    'search',
    'city',
    'event_calendar_id',
    'date_from',
    'date_to',
    'include_past',
  ],
  '/api/event/location/list': [],
  '/api/flash/getbytype': ['type'],
  '/api/product/fe/detail': ['url_key'],
  '/api/product/recommendation': ['url_key', 'is_informab2b', 'tab', 'page_size'],
  '/api/promo/fe/detail': ['slug'],
  '/api/promo/getlistecatalog': ['page', 'page_size', 'is_enabled', 'status'],
  '/api/seo/fe/detail': ['link_url'],
  '/api/services/fe/detail': ['slug'],
  '/api/services/list': ['page', 'page_size', 'is_enabled'],
  '/api/site/list': ['page', 'page_size', 'is_enabled', 'area', 'city', 'search', 'lat', 'lng'],
  '/api/site/list/area': [],
  '/api/sp/fe/detail': ['slug'],
  '/api/sps/list': ['page', 'page_size', 'is_enabled', 'style'],
  '/api/websiteconfig/get': ['config_name'],
  // Never kept: contract writes (POST), the OpenAPI document, the personal and operational contract families,
  // the back-office, customer links, per-visitor forms and the health checks (page-cache.mjs
  // `uncachedPrefixes`).
  '/api/contact-us/add': null,
  '/api/event/detail/gift': null,
  '/api/event/insert/event/confirm': null,
  '/api/event/insert/event/register': null,
  '/api/openapi.json': null,
  '/api/product/search': null,
  '/api/promo/show-list': null,
  // Preview of drafts (src/server/preview): sets or clears a cookie, never cached.
  '/api/preview': null,
  '/api/preview/exit': null,
  '/api/site/log/handoff': null,
  '/api/site/log/insert': null,
  '/api/site/log/vitals': null,
  '/api/sl/listByType': null,
  '/api/socmed/list': null,
  '/api/subscribe': null,
  '/apireceipt/api/label_paid_getrows': null,
  '/apirefund/GetDetailReturn': null,
  '/apirefund/GetResponseApproval': null,
  '/apiselfservice/api/create_persetujuan_penggunaan_data_pribadi': null,
  '/apiselfservice/token/authenticate': null,
  '/apiverify/verificationemail': null,
  '/apivoucher/api/voucherValidation': null,
  '/apiwarranty/master/getpostal': null,
  '/apiwarranty/warranty/CLAIM_WARRANTY': null,
  '/apiwarranty/warranty/DETAIL_WARRANTY_RECEIVE': null,
  '/apiwarranty/warranty/REGISTER_WARRANTY': null,
  '/apiwarranty/warranty/VALIDATE_WARRANTY_RECEIVE': null,
  '/admin/[[...segments]]': null,
  '/cms-api/[...slug]': null,
  '/claim': null,
  '/detail_receipt/[slug]': null,
  '/konfirmasi-event': null,
  '/konfirmasi-newsletter': null,
  '/berhenti-langganan': null,
  '/refund/[slug]': null,
  '/register': null,
  '/self-service': null,
  '/self-service/[slug]': null,
  '/integration/v1/events': null,
  '/integration/v1/products': null,
  '/integration/v1/products/sync-runs': null,
  '/integration/v1/products/sync-runs/[id]/complete': null,
  '/integration/v1/receipts': null,
  '/integration/v1/returns': null,
  '/integration/v1/stock': null,
  '/integration/v1/stores': null,
  '/integration/v1/vouchers': null,
  '/up': null,
  '/up/live': null,
  '/up/ready': null,
  '/voucher-claim': null,
  '/voucher-claim/[slug]': null,
}

const kindOf = (segment) =>
  /^\[\[\.\.\..+\]\]$/.test(segment)
    ? 'optional'
    : /^\[\.\.\..+\]$/.test(segment)
      ? 'catchAll'
      : /^\[.+\]$/.test(segment)
        ? 'dynamic'
        : 'static'

const segmentsOf = (path) => path.split('/').filter(Boolean)

function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * A matcher from route shapes (those the build has; by default the table's) to the route a path is served by,
 * with Next's precedence: a static segment before a dynamic one before a catch-all. Returns
 * `{ route, params }`, params null for a route the table does not list; null when no route matches.
 * @param {string[]} [routes]
 * @param {Record<string, string[] | null>} [table]
 * @returns {(path: string) => { route: string, params: string[] | null } | null}
 */
export function createRouteMatcher(routes = Object.keys(routeParams), table = routeParams) {
  const root = { children: new Map(), dynamic: null, catchAll: null, optional: null, route: null }
  for (const route of routes) {
    let node = root
    for (const segment of segmentsOf(route)) {
      const kind = kindOf(segment)
      if (kind === 'static') {
        if (!node.children.has(segment))
          node.children.set(segment, { children: new Map(), dynamic: null, catchAll: null, optional: null })
        node = node.children.get(segment)
      } else if (kind === 'dynamic') {
        node = node.dynamic ??= { children: new Map(), dynamic: null, catchAll: null, optional: null }
      } else {
        node[kind] = route
        node = null
        break
      }
    }
    if (node) node.route = route
  }
  const find = (node, segments, i) => {
    if (i === segments.length) return node.route ?? node.optional ?? null
    const next = node.children.get(segments[i])
    const fromStatic = next && find(next, segments, i + 1)
    if (fromStatic) return fromStatic
    const fromDynamic = node.dynamic && find(node.dynamic, segments, i + 1)
    if (fromDynamic) return fromDynamic
    return node.catchAll ?? node.optional ?? null
  }
  return (path) => {
    const route = find(root, segmentsOf(path).map(decodeSegment), 0)
    if (!route) return null
    return { route, params: (Object.hasOwn(table, route) && table[route]) || null }
  }
}

/**
 * The route shapes of a build, from Next's `.next/app-path-routes-manifest.json` (entry → route), without the
 * framework's own (`/_not-found`, `/_global-error`).
 * @param {Record<string, string>} manifest
 */
export const routesOfBuild = (manifest) =>
  [...new Set(Object.values(manifest))].filter((route) => !route.startsWith('/_'))
