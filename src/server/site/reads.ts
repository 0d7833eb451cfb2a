/**
 * The reads public pages make, each cached under the tags of the collections it touches
 * (Payload hooks drop those tags when staff save). Pages call these, never the contract over HTTP.
 */
import { recommendProducts } from '../catalog/recommendations'
import { getFlashSale } from '../catalog/flash-sales'
import { listCategories } from '../catalog/categories'
import { searchProducts } from '../catalog/search'
import { getArticle, listArticleProducts, listArticles } from '../content/articles'
import { listBanners } from '../content/banners'
import { getPromotion, listEcatalogues, listPromotions } from '../content/promotions'
import { getService, listServices } from '../content/services'
import { getStyleGallery, listStyleGalleries } from '../content/style-galleries'
import { getEvent, listEventLocations, listEvents } from '../events/events'
import { listStoreAreas, listStores } from '../stores/stores'
import { cachedRead } from '../cache'

const P = ['products', 'categories', 'brands', 'room-categories']

export const readHeroBanners = cachedRead('site:hero', ['banners'], async () => (await listBanners({ section_name: 'hero', page: 1, page_size: 10, is_enabled: true })).banners)
export const readDepartments = cachedRead('site:departments', ['categories'], async () => (await listCategories({ parent: 'root', page: 1, page_size: 20, is_enabled: true })).categories)
export const readPromotions = cachedRead('site:promotions', ['promotions'], (status: 'current' | 'upcoming' | 'past', page: number, page_size: number, category?: string) =>
  listPromotions({ status, page, page_size, is_enabled: true, category }))
export const readPromotion = cachedRead('site:promotion', ['promotions', 'ecatalogues', ...P], getPromotion)
export const readFlashSale = cachedRead('site:flash', ['flash-sales', ...P], getFlashSale)
export const readRecommendations = cachedRead('site:recommend', P, (tab: 'new' | 'best-seller' | 'promo', page_size: number) =>
  recommendProducts({ url_key: 'homepage', is_informab2b: false, tab, page_size }))
export const readArticles = cachedRead('site:articles', ['articles', 'room-categories'], (page: number, page_size: number, room?: string) =>
  listArticles({ page, page_size, is_enabled: true, room }))
export const readArticle = cachedRead('site:article', ['articles', 'room-categories'], getArticle)
export const readArticleProducts = cachedRead('site:article-products', ['articles', ...P], (slug: string) => listArticleProducts({ slug, page: 1, page_size: 24, is_enabled: true }))
export const readServices = cachedRead('site:services', ['services'], async () => (await listServices({ page: 1, page_size: 50, is_enabled: true })).services)
export const readService = cachedRead('site:service', ['services'], getService)
export const readStyleGalleries = cachedRead('site:looks', ['style-galleries', ...P], async () => {
  const { galleries } = await listStyleGalleries({ page: 1, page_size: 50, is_enabled: true })
  return Promise.all(galleries.map((g) => getStyleGallery(g.slug)))
})
export const readEcatalogues = cachedRead('site:ecatalogues', ['ecatalogues', 'promotions'], async () => (await listEcatalogues({ status: 'all', page: 1, page_size: 50, is_enabled: true })).ecatalogues)
const E = ['events', 'event-registrations', 'event-calendars', 'stores']
export const readUpcomingEvents = cachedRead('site:events-upcoming', E, async (page_size: number) => (await listEvents({ page: 1, page_size, is_enabled: true })).events)
/** Events of the calendar page; states in the answer may be older than the request, so pages re-derive them (events/views.ts stateNow). */
export const readEvents = cachedRead('site:events', E, listEvents)
export const readEvent = cachedRead('site:event', E, (slug: string) => getEvent(slug))
export const readEventCities = cachedRead('site:event-cities', E, async () => (await listEventLocations()).locations.map((l) => l.city))
/**
 * Not in the data cache: searches rarely repeat, each distinct one would take an entry, and the search runs on indexes
 * in memory (catalog/search-index.ts) without reading the database.
 */
export const readSearch = searchProducts

const S = ['stores', 'services']
export const readStoreAreas = cachedRead('site:store-areas', S, listStoreAreas)
/** Every matching store (a retailer has tens), nearest first when a point is given. */
export const readStores = cachedRead('site:stores', S, (f: { area?: string; city?: string; search?: string; lat?: number; lng?: number }) =>
  listStores({ ...f, page: 1, page_size: 500, is_enabled: true }))
