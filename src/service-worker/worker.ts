/// <reference lib="webworker" />
// The site's service worker (issue 42), bundled by scripts/service-worker.mjs into /sw.js as the site builds.
// It keeps what a shopper has read (public pages, their calendar files, the parts they need, catalogue
// images) and serves it when the connection is gone; a page never kept gets the offline page listing what is.
// Pages are always asked of the network first: a kept copy is shown only when the network fails.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type SerwistPlugin,
} from 'serwist'

import { offlinePageHeaders, offlinePageHtml, titleOf, type KeptPage } from './offline-page'
import {
  cachePrefix,
  calendarFileOf,
  isPublicImage,
  isPublicPage,
  isShareable,
  isShellAsset,
  mayKeepPage,
} from './rules'

declare const self: ServiceWorkerGlobalScope
/** The release (a hash of the sources, scripts/service-worker.mjs): a new release is a new worker. */
declare const RELEASE: string

const caches_ = {
  pages: `${cachePrefix}pages-${RELEASE}`,
  shell: `${cachePrefix}shell-${RELEASE}`,
  images: `${cachePrefix}images-${RELEASE}`,
}

/** Stores only what the server says anyone may keep (the second guard; rules.ts). */
const shareableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isShareable(response) ? response : null),
}

/** Pages and calendar files: only what the server marks `public` (rules.ts). */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicPage(response) ? response : null),
}

/** An event's calendar file is kept when its page is. */
const withCalendarFile: SerwistPlugin = {
  cacheDidUpdate: async ({ request, cacheName }) => {
    const file = calendarFileOf(new URL(request.url))
    if (!file) return
    const answer = await fetch(file).catch(() => null)
    if (answer && isPublicPage(answer)) await (await caches.open(cacheName)).put(file, answer)
  },
}

/** The kept pages, newest last, with their titles, for the offline page. */
async function keptPages(): Promise<KeptPage[]> {
  const cache = await caches.open(caches_.pages)
  const pages: KeptPage[] = []
  for (const request of await cache.keys()) {
    const answer = await cache.match(request)
    if (!answer?.headers.get('content-type')?.startsWith('text/html')) continue
    const url = new URL(request.url)
    pages.push({ url: url.href, title: titleOf(await answer.text(), url.pathname + url.search) })
  }
  return pages
}

/** A page that could not be reached and was never kept: the offline page. */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (request.mode !== 'navigate') return undefined
    const html = offlinePageHtml(new URL(request.url).href, await keptPages())
    return new Response(html, { status: 503, headers: offlinePageHeaders })
  },
}

/** A page opened, or asked for by the page that registered this worker; not Next's data for the same URL. */
const isPage = (request: Request) =>
  request.mode === 'navigate' ||
  (!request.headers.has('rsc') && (request.headers.get('accept') ?? '').startsWith('text/html'))

const serwist = new Serwist({
  // A new release takes over at once and drops the old one's caches (activate, below): no stale shell.
  skipWaiting: true,
  clientsClaim: true,
  // The page's request starts while the worker wakes up; the worker only waits for it.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // Pages that may be kept: the network's answer (kept when public), the kept copy only when the network
      // fails. No time limit: a slow answer is still the current one (prices, promotions' dates), where a
      // kept copy could be days old with no sign of it.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && isPage(request) && mayKeepPage(url, self.location.origin),
      handler: new NetworkFirst({
        cacheName: caches_.pages,
        plugins: [
          publicOnly,
          withCalendarFile,
          new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600 }),
          offlineFallback,
        ],
      }),
    },
    {
      // Every other page (personal, per visitor, staff): straight to the network, never kept.
      matcher: ({ request }) => request.mode === 'navigate',
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && url.pathname.endsWith('/kalender.ics') && mayKeepPage(url, self.location.origin),
      handler: new NetworkFirst({ cacheName: caches_.pages, plugins: [publicOnly] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isShellAsset(url),
      handler: new CacheFirst({
        cacheName: caches_.shell,
        plugins: [shareableOnly, new ExpirationPlugin({ maxEntries: 400 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isPublicImage(url),
      handler: new StaleWhileRevalidate({
        cacheName: caches_.images,
        // Next's resized images vary on Accept (AVIF, WebP or JPEG); any of them shows. Those kept for the
        // first page were asked for by the page's message, without the browser's image Accept header.
        matchOptions: { ignoreVary: true },
        plugins: [shareableOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
  ],
})

// Another release's caches go when this one takes over: their pages name parts this build no longer has.
self.addEventListener('activate', (event) => {
  const current = new Set(Object.values(caches_))
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(cachePrefix) && !current.has(n)).map((n) => caches.delete(n)),
        ),
      ),
  )
})

serwist.addEventListeners()
