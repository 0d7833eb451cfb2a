import { cachedRead } from '../cache'
import { findBySlug } from '../contract/find'
import { getPayloadClient } from '../payload'

/** An enabled page composed in the back-office, with what its blocks point at. */
export const getPageBySlug = cachedRead('pages:by-slug', ['pages', 'products', 'banners', 'faqs'], async (slug: string) => {
  if (!/^[a-z0-9][a-z0-9-_]*$/i.test(slug)) return null
  return findBySlug('pages', slug, 2)
})

/** The FAQ of one topic, in staff order. */
export const getFaqsByTopic = cachedRead('faqs:by-topic', ['faqs'], async (topic: string) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'faqs', where: { and: [{ topic: { equals: topic } }, { is_enabled: { equals: true } }] }, sort: ['sort', 'id'], limit: 100, depth: 0, overrideAccess: true })
  return docs.map((f) => ({ id: f.id, question: f.question, answer: f.answer }))
})
