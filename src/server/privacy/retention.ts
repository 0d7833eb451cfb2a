import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { ANONYMOUS_DOMAIN, anonymiseClaim, anonymiseRegistration, anonymiseWarranty } from './subject'
import { relationId } from '../data/relation'
import { pruneIdempotencyAnswers } from '../integration/idempotency'

/**
 * How long personal data is kept (docs/security.md, "Personal data"): PERSONAL_DATA_RETENTION_DAYS, default
 * 730 (two years). Anything under 30 days is taken as a mistake and raised to 30.
 */
export const DEFAULT_RETENTION_DAYS = 730
export function retentionDays(value = process.env.PERSONAL_DATA_RETENTION_DAYS): number {
  const days = Number(value)
  if (!value || !Number.isFinite(days)) return DEFAULT_RETENTION_DAYS
  return Math.max(30, Math.floor(days))
}

/**
 * Verification codes live minutes; their records are kept 30 days at most (a month of abuse to look into).
 */
export const VERIFICATION_DAYS = 30

/** Event registrations never confirmed are deleted this many days after they lapsed. */
export const PENDING_DAYS = 7

export type RetentionRule = {
  collection: CollectionSlug
  /** delete the record, or anonymise it where it must remain */
  action: 'delete' | 'anonymise-registration' | 'anonymise-warranty' | 'anonymise-claim' | 'unassign-voucher'
  where: Where
  why: string
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

/**
 * What has expired at `now` when data is kept `days` days: pure, so the policy is unit-tested as data. Kept
 * on purpose: confirmed newsletter subscriptions (ongoing consent, until unsubscribed), personal-data
 * agreements (the proof of consent, until the person asks for erasure), warranty registrations still covered
 * or covered until less than `days` ago, open claims, and sales receipts and returns (bookkeeping records of
 * the till, kept as long as tax law asks; their names go on an erasure request).
 */
export function retentionRules(now: Date, days: number): RetentionRule[] {
  const cutoff = before(now, days)
  const old = { createdAt: { less_than: cutoff } }
  return [
    {
      collection: 'contact-messages',
      action: 'delete',
      where: old,
      why: 'contact messages answered long ago',
    },
    {
      collection: 'newsletter-subscribers',
      action: 'delete',
      where: { and: [old, { status: { equals: 'pending' } }] },
      why: 'subscriptions never confirmed',
    },
    {
      collection: 'email-verifications',
      action: 'delete',
      where: { createdAt: { less_than: before(now, Math.min(days, VERIFICATION_DAYS)) } },
      why: 'verification codes',
    },
    {
      collection: 'outbox',
      action: 'delete',
      where: { and: [old, { status: { not_equals: 'queued' } }] },
      why: 'sent e-mail, with its attachments (agreement PDFs)',
    },
    {
      collection: 'event-registrations',
      action: 'anonymise-registration',
      where: { and: [old, { email: { not_like: ANONYMOUS_DOMAIN } }] },
      why: 'registrations of past events (seat counts stay)',
    },
    {
      collection: 'event-registrations',
      action: 'delete',
      where: {
        and: [{ status: { equals: 'pending' } }, { expires_at: { less_than: before(now, PENDING_DAYS) } }],
      },
      why: 'event registrations never confirmed (they held no seat)',
    },
    {
      collection: 'warranty-registrations',
      action: 'anonymise-warranty',
      where: { and: [{ coverage_until: { less_than: cutoff } }, { email: { not_like: ANONYMOUS_DOMAIN } }] },
      why: 'warranties whose cover ended',
    },
    {
      collection: 'warranty-claims',
      action: 'anonymise-claim',
      where: {
        and: [old, { status: { in: ['rejected', 'done'] } }, { problem: { not_equals: '[dihapus]' } }],
      },
      why: 'closed claims (number, category and state stay)',
    },
    {
      collection: 'vouchers',
      action: 'unassign-voucher',
      where: { and: [{ valid_until: { less_than: cutoff } }, { issued_to_email: { exists: true } }] },
      why: 'expired vouchers issued to a person',
    },
    {
      collection: 'private-uploads',
      action: 'delete',
      where: { and: [old, { purpose: { equals: 'warranty-claim-photo' } }] },
      why: 'claim photos no claim uses any more (checked before deleting)',
    },
    {
      collection: 'private-uploads',
      action: 'delete',
      // A day is ample for the request that uploaded it to write its agreement or claim; one it never wrote
      // (a crash between the two) holds the image for nobody. A week back, so missed nights are caught up
      // while each pass reads only recent uploads.
      where: {
        and: [{ createdAt: { less_than: before(now, 1) } }, { createdAt: { greater_than: before(now, 8) } }],
      },
      why: 'signatures and claim photos a crash left without their agreement or claim (checked before deleting)',
    },
    {
      collection: 'data-subject-requests',
      action: 'delete',
      where: old,
      why: 'handled data-subject requests',
    },
    { collection: 'personal-data-audit', action: 'delete', where: old, why: 'audit entries' },
  ]
}

/** Runs the rules (the job's handler); answers how many records each rule removed or anonymised. */
export async function applyRetention(
  req: PayloadRequest,
  now = new Date(),
  days = retentionDays(),
): Promise<Record<string, number>> {
  const done: Record<string, number> = {}
  for (const rule of retentionRules(now, days)) {
    const { docs } = await req.payload.find({
      collection: rule.collection,
      where: rule.where,
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    let ids = docs.map((d) => d.id as number)
    if (rule.collection === 'private-uploads' && ids.length) {
      // An image stays while a claim shows it or an agreement is signed with it.
      const find = { depth: 0, limit: 0, pagination: false, overrideAccess: true, req } as const
      const { docs: claims } = await req.payload.find({
        collection: 'warranty-claims',
        where: { photos: { in: ids } },
        select: { photos: true },
        ...find,
      })
      const { docs: agreements } = await req.payload.find({
        collection: 'pdp-agreements',
        where: { signature: { in: ids } },
        select: { signature: true },
        ...find,
      })
      const used = new Set([
        ...claims.flatMap((c) => (c.photos ?? []).map((p) => relationId(p))),
        ...agreements.map((a) => relationId(a.signature)),
      ])
      ids = ids.filter((id) => !used.has(id))
    }
    const chosen = new Set(ids)
    for (const doc of docs.filter((d) => chosen.has(d.id as number))) {
      if (rule.action === 'delete')
        await req.payload.delete({ collection: rule.collection, id: doc.id, overrideAccess: true, req })
      else if (rule.action === 'anonymise-registration') await anonymiseRegistration(req, doc.id as number)
      else if (rule.action === 'anonymise-warranty') await anonymiseWarranty(req, doc.id as number)
      else if (rule.action === 'anonymise-claim')
        await anonymiseClaim(req, doc as unknown as Record<string, unknown> & { id: number })
      else if (rule.action === 'unassign-voucher')
        await req.payload.update({
          collection: 'vouchers',
          id: doc.id,
          data: { issued_to_name: null, issued_to_email: null },
          overrideAccess: true,
          req,
        })
    }
    // Two rules of one collection (event registrations) add up.
    done[rule.collection] = (done[rule.collection] ?? 0) + ids.length
  }
  // Not personal data, but kept no longer than their window either (src/server/integration/idempotency.ts).
  done['integration-idempotency'] = await pruneIdempotencyAnswers(req.payload)
  // Events name people (an owner's contact, an attendee): the feed and the delivery log keep them 30 days.
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString()
  for (const collection of ['integration-events', 'webhook-deliveries'] as const) {
    const { docs } = await req.payload.delete({
      collection,
      where: {
        and: [
          { createdAt: { less_than: monthAgo } },
          ...(collection === 'webhook-deliveries' ? [{ status: { not_equals: 'queued' } }] : []),
        ],
      },
      overrideAccess: true,
      req,
    })
    done[collection] = docs.length
  }
  return done
}
