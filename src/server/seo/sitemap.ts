import { getPayloadClient } from '../payload'
import { cachedRead } from '../cache'
import type { CacheTag } from '../cache-tags'
import { routes } from '@/lib/routes'
import { publicProductWhere } from '../catalog/product-view'
import { relationId } from '../data/relation'

/**
 * Static routes of spec §2 that are pages a search engine should know (forms and tools excluded; the search
 * page is for shoppers and asks not to be indexed).
 */
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
  '/services',
  '/shop-the-look',
  '/store-locations',
  '/store-locations/list-maps',
  '/claim',
  '/register',
]

type Entry = { path: string; updatedAt: string | null }

/**
 * Every product page and the page of every category that has products (its own or a child's), read as plain
 * columns: a catalogue of 50,000 products is one pass over the table.
 */
async function catalogueEntries(): Promise<Entry[]> {
  const payload = await getPayloadClient()
  const [products, categories] = await Promise.all([
    payload.find({
      collection: 'products',
      where: publicProductWhere,
      limit: 0,
      pagination: false,
      depth: 0,
      sort: 'id',
      overrideAccess: true,
      select: { url_key: true, category: true, updatedAt: true },
    }),
    payload.find({
      collection: 'categories',
      where: { is_enabled: { equals: true } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { slug: true, parent: true, updatedAt: true },
    }),
  ])
  const byId = new Map(categories.docs.map((c) => [c.id, c]))
  const withProducts = new Set<number>()
  for (const product of products.docs) {
    // The product's category and its parents, up to a few levels (a cycle staff made stops there).
    let id: number | undefined = relationId(product.category)
    for (let hop = 0; id !== undefined && byId.has(id) && !withProducts.has(id) && hop < 6; hop++) {
      withProducts.add(id)
      id = relationId(byId.get(id)!.parent)
    }
  }
  return [
    ...categories.docs
      .filter((c) => withProducts.has(c.id))
      .map((c) => ({ path: routes.category(c.slug), updatedAt: c.updatedAt })),
    ...products.docs.map((p) => ({ path: routes.product(p.url_key), updatedAt: p.updatedAt })),
  ]
}

/** Every public URL: the static routes, each enabled document's page, categories and products. */
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
  'products',
  'categories',
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
    catalogueEntries(),
  ])
  return [...staticRoutes.map((path): Entry => ({ path, updatedAt: null })), ...groups.flat()]
})
