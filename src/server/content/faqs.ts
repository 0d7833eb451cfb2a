import { cachedRead } from '../cache'
import { getPayloadClient } from '../payload'

/** The FAQ grouped by topic, in staff order. */
export const listFaqGroups = cachedRead('site:faq', ['faqs'], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { is_enabled: { equals: true } },
    sort: ['sort', 'id'],
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  const groups = new Map<string, { id: number; question: string; answer: string }[]>()
  for (const f of docs)
    groups.set(f.topic, [
      ...(groups.get(f.topic) ?? []),
      { id: f.id, question: f.question, answer: f.answer },
    ])
  return [...groups].map(([topic, faqs]) => ({ topic, faqs }))
})
