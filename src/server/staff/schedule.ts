import type { CollectionSlug, Payload } from 'payload'

import { everyStatus } from '@/collections/drafts'

/** How far ahead the dashboard's schedule looks. */
export const scheduleDays = 7

export type ScheduledChange = {
  at: string
  action: 'publish' | 'unpublish' | 'starts' | 'ends'
  collection: string
  collectionLabel: string
  title: string
  href: string
}

/** Collections whose start and end dates take a document on and off the site by themselves. */
const periodCollections = ['promotions', 'banners', 'flash-sales'] as const

type JobInput = { type?: string; doc?: { relationTo?: string; value?: unknown } } | null

function labelOf(payload: Payload, slug: string): string {
  const labels = payload.collections[slug as CollectionSlug]?.config.labels
  const singular = labels?.singular
  return typeof singular === 'string' ? singular : slug
}

async function titleOf(payload: Payload, slug: string, id: number): Promise<string | null> {
  const config = payload.collections[slug as CollectionSlug]?.config
  if (!config) return null
  const { docs } = await payload.find({
    collection: slug as CollectionSlug,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // The latest draft: what a scheduled publish takes live.
    draft: true,
    context: everyStatus,
  })
  const doc = docs[0] as Record<string, unknown> | undefined
  if (!doc) return null
  const title = doc[config.admin?.useAsTitle ?? 'id']
  return typeof title === 'string' && title ? title : `#${id}`
}

/**
 * What goes live or ends in the next seven days (or is due and not yet run): scheduled publishes and
 * unpublishes waiting in Payload's jobs queue, and the start and end dates of promotions, banners and flash
 * sales. Soonest first.
 */
export async function upcomingChanges(payload: Payload, now = new Date()): Promise<ScheduledChange[]> {
  const until = new Date(now.getTime() + scheduleDays * 86_400_000).toISOString()
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      taskSlug: { equals: 'schedulePublish' },
      completedAt: { exists: false },
      waitUntil: { less_than_equal: until },
    },
    sort: 'waitUntil',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const changes: ScheduledChange[] = []
  for (const job of jobs.docs) {
    const input = job.input as JobInput
    const slug = input?.doc?.relationTo
    const id = Number(input?.doc?.value)
    if (!slug || !Number.isInteger(id) || !job.waitUntil) continue
    const title = await titleOf(payload, slug, id)
    if (title === null) continue
    changes.push({
      at: job.waitUntil,
      action: input?.type === 'unpublish' ? 'unpublish' : 'publish',
      collection: slug,
      collectionLabel: labelOf(payload, slug),
      title,
      href: `/admin/collections/${slug}/${id}`,
    })
  }
  const from = now.toISOString()
  for (const slug of periodCollections) {
    const { docs } = await payload.find({
      collection: slug,
      where: {
        and: [
          { is_enabled: { equals: true } },
          {
            or: [
              { and: [{ start_at: { greater_than: from } }, { start_at: { less_than_equal: until } }] },
              { and: [{ end_at: { greater_than: from } }, { end_at: { less_than_equal: until } }] },
            ],
          },
        ],
      },
      limit: 100,
      depth: 0,
      // Published documents only (collections/drafts.ts): a draft's dates take nothing live.
      overrideAccess: true,
    })
    for (const doc of docs) {
      const base = {
        collection: slug,
        collectionLabel: labelOf(payload, slug),
        title: doc.title ?? `#${doc.id}`,
        href: `/admin/collections/${slug}/${doc.id}`,
      }
      if (doc.start_at && doc.start_at > from && doc.start_at <= until)
        changes.push({ ...base, at: doc.start_at, action: 'starts' })
      if (doc.end_at && doc.end_at > from && doc.end_at <= until)
        changes.push({ ...base, at: doc.end_at, action: 'ends' })
    }
  }
  return changes.sort((a, b) => a.at.localeCompare(b.at))
}
