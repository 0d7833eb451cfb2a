import { getPayloadClient } from '../payload'
import { cachedRead } from '../cache'
import type { CacheTag } from '../cache-tags'
import { routes } from '@/lib/routes'

/** Static routes of spec §2 that are pages a search engine should know (forms and tools excluded). */
export const staticRoutes = [
  '/',
  '/catalogues',
  '/company',
  '/contact-us',
  '/csr-events',
  '/faq',
  '/home-promotion',
  '/inspirations',
  '/kalender-event',
  '/membership',
  '/room-of-inspiration',
  '/room-categories',
  '/search',
  '/services',
  '/shop-the-look',
  '/store-locations',
  '/store-locations/list-maps',
  '/claim',
  '/register',
]

/** Every public URL: the static routes and each enabled document's page. */
/** What the sitemap lists, for reads built on it (they must drop when it does). */
export const sitemapTags = [
  'promotions',
  'articles',
  'rooms',
  'room-categories',
  'services',
  'csr-events',
  'pages',
  'events',
] as const satisfies CacheTag[]

export const sitemapEntries = cachedRead('site:sitemap', sitemapTags, async () => {
  const payload = await getPayloadClient()
  const enabled = { is_enabled: { equals: true } }
  const list = async (
    collection:
      | 'promotions'
      | 'articles'
      | 'rooms'
      | 'room-categories'
      | 'services'
      | 'csr-events'
      | 'pages'
      | 'events',
    path: (slug: string) => string,
  ) => {
    const { docs } = await payload.find({
      collection,
      where: enabled,
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { slug: true, updatedAt: true },
    })
    return docs.map((d) => ({ path: path((d as { slug: string }).slug), updatedAt: d.updatedAt }))
  }
  const groups = await Promise.all([
    list('promotions', routes.promotion),
    list('articles', routes.article),
    list('rooms', routes.room),
    list('room-categories', routes.roomCategory),
    list('services', routes.service),
    list('csr-events', routes.csrStory),
    list('events', routes.event),
    list('events', routes.eventRegistration),
    list('pages', routes.cmsPage).then((pages) => pages.filter((p) => !staticRoutes.includes(p.path))),
  ])
  return [...staticRoutes.map((path) => ({ path, updatedAt: null as string | null })), ...groups.flat()]
})
