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
  search: '/search',
  register: '/register',
  cmsPage: (slug: string) => `/${slug}`,
} as const

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
