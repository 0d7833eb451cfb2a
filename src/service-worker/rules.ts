// What the service worker may keep for reading offline (issue 42), shared by the worker and the page that
// registers it. Two guards, both needed: the address (nothing personal, per visitor, operational or carrying
// a code is ever asked for), and the answer itself (only what the server says anyone may share: `public`, no
// `no-store`; scripts/page-cache.mjs marks exactly the pages it keeps for everyone so).
import {
  backOfficePrefixes,
  confirmationLinkPrefixes,
  contractPrefixes,
  customerLinkPrefixes,
  integrationPrefixes,
  isUnder,
  perVisitorFormPrefixes,
} from '../../scripts/route-prefixes.mjs'

/** Paths whose pages or answers belong to one person, one visitor or staff, or are operational. */
const neverKeptPrefixes: string[] = [
  ...backOfficePrefixes,
  ...integrationPrefixes,
  ...contractPrefixes,
  ...customerLinkPrefixes,
  ...confirmationLinkPrefixes,
  ...perVisitorFormPrefixes,
  '/up',
  '/sw.js',
  // Not personal, but each query is its own render: keeping it would render every search twice (the app's
  // data, then the page for the worker), for a list that is seldom read again offline.
  '/search',
]

/** A query parameter that may carry a code, a token, a proof or a person's contact details. */
const secretParam = /code|token|proof|otp|key|sig|secret|hash|email|phone|nik|receipt/i

/** Whether a page (or its calendar file) at this address may be kept for reading offline. */
export function mayKeepPage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false
  if (isUnder(url.pathname, neverKeptPrefixes)) return false
  for (const name of url.searchParams.keys()) if (secretParam.test(name)) return false
  return true
}

/** Whether an answer says anyone may keep it: a 200, neither `no-store` nor `private`, nor `Vary: *`. */
export function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false
  const control = response.headers.get('cache-control') ?? ''
  if (/\b(no-store|private)\b/i.test(control)) return false
  return response.headers.get('vary')?.trim() !== '*'
}

/**
 * Pages and calendar files are kept only when the server says `public` (scripts/page-cache.mjs marks so the
 * pages it keeps for everyone), not merely when it says nothing against it; never a redirect's end, which a
 * navigation to the first address cannot be answered with.
 */
export const isPublicPage = (response: Response): boolean =>
  isShareable(response) &&
  !response.redirected &&
  /\bpublic\b/i.test(response.headers.get('cache-control') ?? '')

/** An event's page, whose calendar file is kept with it. */
const eventPage = /^\/kalender-event\/detail\/[^/]+$/

/** The calendar file kept with an event's page, or null when the page is not an event's. */
export const calendarFileOf = (url: URL): URL | null =>
  eventPage.test(url.pathname) ? new URL(`${url.pathname}/kalender.ics`, url.origin) : null

/** Images of the catalogue (public media, and Next's resized copies of them), not private uploads. */
export function isPublicImage(url: URL): boolean {
  if (url.pathname.startsWith('/cms-api/media/file/')) return true
  if (url.pathname !== '/_next/image') return false
  // Resolved first: '/cms-api/media/file/../../private-uploads/…' is not public media.
  const source = new URL(url.searchParams.get('url') ?? '', url.origin)
  if (source.origin !== url.origin) return false
  return source.pathname.startsWith('/cms-api/media/file/') || source.pathname.startsWith('/media/')
}

/** Built assets (content-hashed, immutable) and the app's icons and manifest. */
export const isShellAsset = (url: URL): boolean =>
  url.pathname.startsWith('/_next/static/') ||
  url.pathname.startsWith('/app-icon/') ||
  url.pathname === '/icon.svg' ||
  url.pathname === '/manifest.webmanifest'

/** The start of every cache the worker keeps, so the site's own are told from any other of the origin. */
export const cachePrefix = 'rumahloka-'

/** The message a page sends the worker to keep its own address and the parts it loaded before the worker. */
export const KEEP_MESSAGE = 'CACHE_URLS'

/** The header that marks a request for a page to keep (a worker's own fetch is not a navigation). */
export const keepHeader = { accept: 'text/html' }
