import { z } from 'zod'

import { defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'

export const visitLogCall = defineCall({
  method: 'POST', path: '/api/site/log/insert', tag: 'Stores',
  body: z.object({
    path: z.string({ message: 'path is required' }).trim().min(1, 'path is required').max(300, 'path is too long').startsWith('/', 'path must start with /'),
  }),
  summary: 'Counts one visit of a path for today (Asia/Jakarta). Nothing about the visitor is stored; query strings are dropped.',
  answer: '{ path, day, count }',
})

/** Today in Jakarta as YYYY-MM-DD. */
export const jakartaDay = (now = new Date()) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)

export async function countVisit(rawPath: string, now = new Date()) {
  const path = rawPath.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  const day = jakartaDay(now)
  const payload = await getPayloadClient()
  for (let attempt = 0; attempt < 3; attempt++) {
    const { docs } = await payload.find({ collection: 'visit-counts', where: { and: [{ path: { equals: path } }, { day: { equals: day } }] }, limit: 1, depth: 0, overrideAccess: true })
    const existing = docs[0]
    try {
      if (existing) {
        const updated = await payload.update({ collection: 'visit-counts', id: existing.id, data: { count: existing.count + 1 }, overrideAccess: true, depth: 0 })
        return { path, day, count: updated.count }
      }
      const created = await payload.create({ collection: 'visit-counts', data: { path, day, count: 1 }, overrideAccess: true, depth: 0 })
      return { path, day, count: created.count }
    } catch (error) {
      // Two first visits at once: the unique (path, day) index refused one; count again.
      if (attempt === 2) throw error
    }
  }
  throw new Error('unreachable')
}
