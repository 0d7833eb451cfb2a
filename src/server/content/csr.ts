import { imageRef } from '../data/media'
import { toCsrSummary } from './views'
import { cachedRead } from '../cache'
import { findBySlug, findPage } from '../data/find'

/** CSR news, newest first. */
export const listCsrStories = cachedRead(
  'site:csr',
  ['csr-events'],
  async (page: number, page_size: number) => {
    const { docs, info } = await findPage('csr-events', {
      page,
      page_size,
      is_enabled: true,
      sort: ['-date', 'id'],
    })
    return { stories: docs.map(toCsrSummary), ...info }
  },
)

export const getCsrStory = cachedRead('site:csr-story', ['csr-events'], async (slug: string) => {
  const doc = await findBySlug('csr-events', slug, 1)
  if (!doc) return null
  return {
    ...toCsrSummary(doc),
    content: doc.content ?? null,
    gallery: (doc.gallery ?? []).map(imageRef).filter((g) => g !== null),
  }
})
