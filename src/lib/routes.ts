/**
 * The public site's addresses, built in one place: pages, links, the sitemap, structured data and e-mails
 * call these instead of spelling a route.
 */
export const routes = {
  promotions: '/home-promotion',
  promotion: (slug: string) => `/home-promotion/${slug}`,
  articles: '/inspirations',
  article: (slug: string) => `/inspirations/${slug}`,
  rooms: '/room-of-inspiration',
  room: (slug: string) => `/room-of-inspiration/${slug}`,
  roomCategories: '/room-categories',
  roomCategory: (slug: string) => `/room-categories/${slug}`,
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  csrStories: '/csr-events',
  csrStory: (slug: string) => `/csr-events/${slug}`,
  events: '/kalender-event',
  event: (slug: string) => `/kalender-event/detail/${slug}`,
  eventRegistration: (slug: string) => `/kalender-event/registrasi/${slug}`,
  selfServiceForm: (slug: string) => `/self-service/${slug}`,
  /** A store's entry on the locator: its city's list, scrolled to its card. */
  storeEntry: (store: { city: string; slug: string }) =>
    `/store-locations?city=${encodeURIComponent(store.city)}#${store.slug}`,
  search: '/search',
  product: (urlKey: string) => `/produk/${urlKey}`,
  category: (slug: string) => `/kategori/${slug}`,
  looks: '/shop-the-look',
  look: (slug: string) => `/shop-the-look#${slug}`,
  register: '/register',
  cmsPage: (slug: string) => `/${slug}`,
} as const

/**
 * A marketplace address with the site's campaign parameters (`utm_…`, from the setting staff keep as
 * `marketplace_utm`, such as `utm_source=rumahloka&utm_medium=referral`), which replace the address's own;
 * anything else in the setting is ignored, and an address that does not parse is left as it is.
 */
export function withCampaign(url: string, campaign: string): string {
  const utm = [...new URLSearchParams(campaign)].filter(([key, value]) => /^utm_[a-z_]+$/.test(key) && value)
  if (!utm.length) return url
  try {
    const address = new URL(url)
    if (address.protocol !== 'https:' && address.protocol !== 'http:') return url
    for (const [key, value] of utm) address.searchParams.set(key, value)
    return address.href
  } catch {
    return url
  }
}

export type QueryValue = string | number | boolean | null | undefined

/**
 * A path with a query string of the given parameters, in their order; empty ones (undefined, null, '', false)
 * are left out so links stay short, and no `?` is added when none is left.
 */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '' && value !== false)
      query.set(key, String(value))
  const text = query.toString()
  return text ? `${path}?${text}` : path
}
