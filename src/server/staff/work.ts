import type { CollectionSlug, Where } from 'payload'
import { stringify } from 'qs-esm'

import { getPayloadClient } from '../payload'
import { claimStates, type ClaimState } from '@/lib/claim-states'
import type { User } from '@/payload-types'

/** One thing that needs a person: how many, and the filtered list that shows them. */
export type WorkItem = { label: string; count: number; href: string }
export type WorkGroup = { title: string; items: WorkItem[] }

const dayMs = 86_400_000
const startsAt = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
})
/** The back-office list of a collection, filtered as the list view's own filter would be. */
export const listHref = (collection: CollectionSlug, where: Where) =>
  `/admin/collections/${collection}?${stringify({ where }, { addQueryPrefix: false })}`

/** Open claim states: the ones a person still has to move on. */
const openClaimStates: ClaimState[] = ['received', 'in-review', 'approved']

/**
 * What needs a person, for the staff member signed in: each count runs under their own access, so a
 * collection they may not read (an editor and personal data) is left out rather than shown as zero.
 */
export async function workToDo(user: User, now = new Date()): Promise<WorkGroup[]> {
  const payload = await getPayloadClient()
  const count = async (label: string, collection: CollectionSlug, where: Where): Promise<WorkItem | null> => {
    try {
      const { totalDocs } = await payload.count({ collection, where, user, overrideAccess: false })
      return { label, count: totalDocs, href: listHref(collection, where) }
    } catch {
      return null
    }
  }
  const since = (days: number) => new Date(now.getTime() - days * dayMs).toISOString()

  const upcoming = await payload
    .find({
      collection: 'events',
      where: {
        and: [
          { starts_at: { greater_than_equal: now.toISOString() } },
          { starts_at: { less_than: new Date(now.getTime() + 30 * dayMs).toISOString() } },
        ],
      },
      sort: 'starts_at',
      limit: 8,
      depth: 0,
      user,
      overrideAccess: false,
      select: { title: true, capacity: true, seats_taken: true, starts_at: true },
    })
    .catch(() => null)

  const groups: { title: string; items: (WorkItem | null)[] }[] = [
    {
      title: 'Messages and requests',
      items: [
        await count('New contact messages', 'contact-messages', { status: { equals: 'new' } }),
        await count('Returns awaiting approval', 'returns', { status: { equals: 'pending' } }),
        await count('E-mails that failed to send', 'outbox', { status: { equals: 'failed' } }),
      ],
    },
    {
      title: 'Warranty claims',
      items: await Promise.all(
        openClaimStates.map((state) =>
          count(claimStates[state].label, 'warranty-claims', { status: { equals: state } }),
        ),
      ),
    },
    {
      title: 'Personal data',
      items: [
        await count('PDP agreements, last 7 days', 'pdp-agreements', {
          createdAt: { greater_than_equal: since(7) },
        }),
        await count('Erasure requests, last 30 days', 'data-subject-requests', {
          and: [{ action: { equals: 'erase' } }, { createdAt: { greater_than_equal: since(30) } }],
        }),
      ],
    },
    {
      title: 'Registrations, events in the next 30 days',
      items: await Promise.all(
        (upcoming?.docs ?? []).map(async (event) => {
          const registrations = await count('', 'event-registrations', {
            and: [{ event: { equals: event.id } }, { status: { equals: 'registered' } }],
          })
          if (!registrations) return null
          const left = Math.max(0, event.capacity - (event.seats_taken ?? 0))
          return {
            label: `${event.title}, ${startsAt.format(new Date(event.starts_at))} WIB: ${left} of ${event.capacity} seats left`,
            count: registrations.count,
            href: registrations.href,
          }
        }),
      ),
    },
  ]
  return groups
    .map((g) => ({ title: g.title, items: g.items.filter((i): i is WorkItem => i !== null) }))
    .filter((g) => g.items.length > 0)
}
