/**
 * The security headers of every answer, built in one place (docs/security.md#headers). Pages and the
 * back-office get them with a fresh nonce per render (page-security.ts, sent by scripts/serve.mjs, or by
 * src/proxy.ts under `next dev`); next.config.ts gives the rest (the contract, Payload's REST API, built
 * assets) the fixed set of a non-page answer. Pure functions of the path, the nonce and the environment, so
 * they are unit-tested as they are.
 */
import { mapTiles } from '../stores/map-tiles'
import { trustedProxyHops } from './client-address'

/**
 * Public pages, the back-office, and everything that is not a page (JSON, files): each has its own policy.
 */
export type PolicyKind = 'page' | 'back-office' | 'answer'

export function policyKind(path: string): PolicyKind {
  if (path === '/admin' || path.startsWith('/admin/')) return 'back-office'
  // Every contract family starts with /api (/api/…, /apiwarranty/…, /apiselfservice/…); /cms-api is Payload's
  // REST API.
  if (path.startsWith('/api') || path === '/cms-api' || path.startsWith('/cms-api/')) return 'answer'
  return 'page'
}

/**
 * Pages with the store map: its tiles come from the configured tile host, and "near me" asks for the
 * position.
 */
const storeMapPaths = new Set(['/store-locations/list-maps'])
export const isStoreMapPage = (path: string) => storeMapPaths.has(path)

/**
 * The CSP source of a tile URL template: `https://{s}.tile.example.org/{z}/{x}/{y}.png` →
 * `https://*.tile.example.org`. Null for a same-origin template ('self' covers it) or a host that cannot be
 * written as a source (then the map shows no tiles and the browser reports the violation, rather than the
 * policy being widened by a typo).
 */
export function tileSource(template: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template)
  if (!match) return null
  const host = match[2]!.toLowerCase().replace(/^\{s\}\./, '*.')
  return /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host)
    ? `${match[1]!.toLowerCase()}//${host}`
    : null
}

export type HeaderContext = {
  path: string
  /** Fresh per request (see newNonce); only page and back-office policies use it. */
  nonce: string
  /** Whether the answer reaches the browser over https: only then is HSTS sent (see servedOverHttps). */
  https: boolean
  /**
   * A page of a preview (server/preview), which the back-office's live preview shows in a frame: it may be
   * framed by this site's own pages only. Others are framed by nobody.
   */
  framedBySelf?: boolean
  /** The tile URL template of the store map; default: the configured one. */
  tileUrl?: string
  /** `next dev` evaluates server stacks (eval) and injects styles without a nonce. */
  dev?: boolean
}

const directives = (list: [string, ...string[]][]) => list.map((d) => d.join(' ')).join('; ')

/** A JSON answer or a file is never a document that runs anything, nor something to frame. */
export const answerPolicy = "default-src 'none'; frame-ancestors 'none'"

export function contentSecurityPolicy({
  path,
  nonce,
  tileUrl = mapTiles().url,
  dev = false,
  framedBySelf = false,
}: Omit<HeaderContext, 'https'>): string {
  const kind = policyKind(path)
  if (kind === 'answer') return answerPolicy
  const tiles = kind === 'page' && isStoreMapPage(path) ? tileSource(tileUrl) : null
  // 'strict-dynamic': scripts the nonced ones load (Next's chunks) run too; 'self' is for browsers before CSP
  // 3.
  const scripts: [string, ...string[]] = [
    'script-src',
    "'self'",
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    ...(dev ? ["'unsafe-eval'"] : []),
  ]
  const common: [string, ...string[]][] = [
    ['default-src', "'self'"],
    scripts,
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The service worker (/sw.js): under 'strict-dynamic' script-src ignores 'self', which worker-src would
    // otherwise fall back to.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', framedBySelf && kind === 'page' ? "'self'" : "'none'"],
  ]
  if (kind === 'back-office') {
    // Payload's UI renders <style> elements and injects more from its chunks, none with a nonce; its
    // rich-text editor draws icons from data: URLs and an upload is previewed from a blob: URL.
    return directives([
      ...common,
      ['style-src', "'self'", "'unsafe-inline'"],
      ['img-src', "'self'", 'data:', 'blob:'],
    ])
  }
  return directives([
    ...common,
    // Server-rendered style="" attributes (image placeholders, positions, colours) need 'unsafe-inline';
    // <style> elements need the nonce where style-src-elem is known, and fall back to style-src in older
    // browsers.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
  ])
}

/** Powerful features nobody on this site uses; the store map may ask for the visitor's position. */
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
/** Pages whose "near me" asks for the position: the store map, and a product's stores nearest first. */
const asksForPosition = (path: string) => isStoreMapPage(path) || path.startsWith('/produk/')

export function permissionsPolicy(path: string): string {
  const geolocation =
    policyKind(path) === 'page' && asksForPosition(path) ? 'geolocation=(self)' : 'geolocation=()'
  return [...deniedFeatures.map((f) => `${f}=()`), geolocation].sort().join(', ')
}

export const hsts = 'max-age=63072000; includeSubDomains'

/** Every security header of one answer; names in lower case, as Node and the page cache keep them. */
export function securityHeaders(context: HeaderContext): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(context),
    'permissions-policy': permissionsPolicy(context.path),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': context.framedBySelf && policyKind(context.path) === 'page' ? 'SAMEORIGIN' : 'DENY',
    ...(context.https ? { 'strict-transport-security': hsts } : {}),
  }
}

/** The set of the answers the proxy does not see (next.config.ts): fixed at build time, so without HSTS. */
export const answerHeaders = (): Record<string, string> =>
  securityHeaders({ path: '/api', nonce: '', https: false })

/**
 * Whether the browser talks https to us: the configured public origin says so, or — only behind a trusted
 * proxy — the proxy's X-Forwarded-Proto does. A client could send that header itself, so it is ignored
 * without TRUST_PROXY.
 */
export function servedOverHttps(
  headers: { get(name: string): string | null },
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (env.SITE_URL?.toLowerCase().startsWith('https://')) return true
  if (trustedProxyHops(env.TRUST_PROXY) === 0) return false
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** 128 random bits, base64: unguessable for the one render it is made for. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] }

/**
 * Payload's `withPayload` asks for the colour-scheme client hint on every path (Accept-CH, Critical-CH,
 * Vary), so the back-office can render in the visitor's theme. Anywhere else it does harm: Critical-CH makes
 * Chromium request a first-visited page twice (the second time with the hint), and the Vary splits every
 * cache of pages and assets by colour scheme. The rule that carries it is narrowed to the back-office.
 */
export function clientHintsForBackOfficeOnly<R extends HeaderRule>(rules: R[]): R[] {
  return rules.map((rule) =>
    rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}
