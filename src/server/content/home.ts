import { listBanners } from './banners'
import { cachedRead } from '../cache'

/** Hero banners of the home page, live now, in staff order. */
export const getHeroBanners = cachedRead('home:hero', ['banners'], async () => {
  const { banners } = await listBanners({ section_name: 'hero', page: 1, page_size: 10, is_enabled: true })
  return banners
})
