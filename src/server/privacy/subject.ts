import type { CollectionSlug, PayloadRequest, Where } from 'payload'

import { redactHoldings } from './export-redaction'
import { readPrivateUpload } from '@/server/storage'

/**
 * Data-subject requests (UU PDP): everything the site stores for one e-mail address, as an export or erased
 * (docs/security.md, "Personal data"). Runs inside the request's transaction (pass the hook's `req`), with
 * access overridden: the caller has already checked that a personal-data officer or an administrator asked.
 */

/** What an anonymised record keeps in place of a name and an address: never a deliverable address. */
export const ANONYMOUS_NAME = '[dihapus]'
export const anonymousEmail = (collection: string, id: number | string) =>
  `anonim-${collection}-${id}@anonim.invalid`
export const ANONYMOUS_DOMAIN = '@anonim.invalid'

type Doc = Record<string, unknown> & { id: number }
const holdingKeys = [
  'newsletter-subscribers',
  'contact-messages',
  'event-registrations',
  'warranty-registrations',
  'warranty-claims',
  'pdp-agreements',
  'email-verifications',
  'outbox',
  'vouchers',
  'voucher-claims',
  'sales-receipts',
  'returns',
  'refund-approvals',
  'private-uploads',
  'warranty-registrations (versions)',
  'integration-events',
  'webhook-deliveries',
] as const
export type Holdings = Record<(typeof holdingKeys)[number], Doc[]>

const normalise = (email: string) => email.trim().toLowerCase()
const idOf = (value: unknown): number | undefined =>
  (typeof value === 'object' && value ? (value as { id: number }).id : (value as number | undefined)) ??
  undefined

async function all(req: PayloadRequest, collection: CollectionSlug, where: Where): Promise<Doc[]> {
  const { docs } = await req.payload.find({
    collection,
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs as unknown as Doc[]
}

/** Records whose field is this address, in any letter case ("contains" narrowed to equality). */
async function byAddress(
  req: PayloadRequest,
  collection: CollectionSlug,
  field: string,
  email: string,
): Promise<Doc[]> {
  const docs = await all(req, collection, { [field]: { contains: email } })
  return docs.filter((d) => typeof d[field] === 'string' && normalise(d[field] as string) === email)
}

/**
 * Everything held for an address, per collection (ids linked through receipts, vouchers and registrations
 * too).
 */
export async function holdingsFor(req: PayloadRequest, rawEmail: string): Promise<Holdings> {
  const email = normalise(rawEmail)
  const h = Object.fromEntries(holdingKeys.map((k) => [k, [] as Doc[]])) as Holdings
  h['newsletter-subscribers'] = await byAddress(req, 'newsletter-subscribers', 'email', email)
  h['contact-messages'] = await byAddress(req, 'contact-messages', 'email', email)
  h['event-registrations'] = await byAddress(req, 'event-registrations', 'email', email)
  h['warranty-registrations'] = await byAddress(req, 'warranty-registrations', 'email', email)
  const registrations = h['warranty-registrations'].map((d) => d.id)
  h['warranty-claims'] = registrations.length
    ? await all(req, 'warranty-claims', { registration: { in: registrations } })
    : []
  h['pdp-agreements'] = await byAddress(req, 'pdp-agreements', 'email', email)
  h['email-verifications'] = (await byAddress(req, 'email-verifications', 'email', email)).map(
    ({ code_hash: _hash, ...rest }) => rest as Doc,
  )
  h['outbox'] = await byAddress(req, 'outbox', 'to', email)
  h['vouchers'] = await byAddress(req, 'vouchers', 'issued_to_email', email)
  const vouchers = h['vouchers'].map((d) => d.id)
  h['voucher-claims'] = vouchers.length ? await all(req, 'voucher-claims', { voucher: { in: vouchers } }) : []
  h['sales-receipts'] = await byAddress(req, 'sales-receipts', 'customer_email', email)
  const receipts = h['sales-receipts'].map((d) => d.id)
  h['returns'] = receipts.length ? await all(req, 'returns', { receipt: { in: receipts } }) : []
  const returns = h['returns'].map((d) => d.id)
  h['refund-approvals'] = returns.length
    ? await all(req, 'refund-approvals', { return: { in: returns } })
    : []
  const uploads = [
    ...h['pdp-agreements'].map((d) => idOf(d.signature)),
    ...h['warranty-claims'].flatMap((d) => ((d.photos as unknown[] | null) ?? []).map(idOf)),
  ].filter((id): id is number => typeof id === 'number')
  h['private-uploads'] = uploads.length ? await all(req, 'private-uploads', { id: { in: uploads } }) : []
  // Earlier owners of a warranty whose registration was moved to someone else are kept in its versions.
  const { docs: versions } = await req.payload.findVersions({
    collection: 'warranty-registrations',
    where: { 'version.email': { contains: email } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // Events told to the retailer's systems about this person: listed by type and time; their bodies copy
  // the records above (and may quote a code), so they are not repeated here.
  for (const key of ['integration-events', 'webhook-deliveries'] as const)
    h[key] = (await byAddress(req, key, 'subject_email', email)).map(
      ({ id, event_id, type, status, createdAt }) => ({ id, event_id, type, status, createdAt }) as Doc,
    )
  h['warranty-registrations (versions)'] = (
    versions as unknown as {
      id: number
      parent: unknown
      createdAt: string
      version: Record<string, unknown>
    }[]
  )
    .filter((v) => normalise(String(v.version.email ?? '')) === email)
    .map((v) => ({ id: v.id, parent: idOf(v.parent), createdAt: v.createdAt, ...v.version }) as Doc)
  return h
}

export const countsOf = (h: Holdings) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.length]))

/**
 * The export: every record, and the uploaded images themselves (base64), as one JSON document; without any
 * code, link or token that would let its holder act as the person (export-redaction.ts).
 */
export async function exportFor(req: PayloadRequest, email: string, now = new Date()) {
  const holdings = await holdingsFor(req, email)
  const files = await Promise.all(
    holdings['private-uploads'].map(async (u) => {
      const content = await readPrivateUpload(String(u.filename))
      return { ...u, content_base64: content?.toString('base64') ?? null }
    }),
  )
  return {
    email: normalise(email),
    exported_at: now.toISOString(),
    controller: 'Rumah Loka',
    data: redactHoldings({ ...holdings, 'private-uploads': files }),
  }
}

const del = (req: PayloadRequest, collection: CollectionSlug, ids: number[]) =>
  ids.length
    ? req.payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, req })
    : Promise.resolve()

const update = (req: PayloadRequest, collection: CollectionSlug, id: number, data: Record<string, unknown>) =>
  req.payload.update({ collection, id, data, overrideAccess: true, req, depth: 0 })

/** Anonymises event registrations: seats, counts and the gift stay; who it was goes. */
export const anonymiseRegistration = (req: PayloadRequest, id: number) =>
  update(req, 'event-registrations', id, {
    name: ANONYMOUS_NAME,
    email: anonymousEmail('event', id),
    phone: '-',
    note: null,
  })

/**
 * Anonymises a warranty registration: the product, serial and coverage stay (the warranty is still honoured
 * at the till); the owner goes, with the history that named them.
 */
export async function anonymiseWarranty(req: PayloadRequest, id: number) {
  await update(req, 'warranty-registrations', id, {
    customer_name: ANONYMOUS_NAME,
    email: anonymousEmail('warranty', id),
    phone: '-',
    address: '-',
    kelurahan: '-',
    kecamatan: '-',
    city: '-',
    province: '-',
    postal_code: null,
  })
  await req.payload.db.deleteVersions({
    collection: 'warranty-registrations',
    where: { parent: { equals: id } },
    req,
  })
}

/**
 * Anonymises a claim: its number, category and state stay for the statistics; the description, the note and
 * the photos go.
 */
export async function anonymiseClaim(req: PayloadRequest, claim: Doc) {
  const photos = ((claim.photos as unknown[] | null) ?? [])
    .map(idOf)
    .filter((id): id is number => typeof id === 'number')
  await update(req, 'warranty-claims', claim.id, { problem: ANONYMOUS_NAME, status_note: null, photos: [] })
  await del(req, 'private-uploads', photos)
}

/**
 * Erases everything held for an address. Deleted: newsletter subscriptions, contact messages, agreements
 * (their signatures and the e-mailed PDF go with them), verification codes, e-mail, the events about the
 * person kept for the integration feed and the webhook delivery log. Anonymised where the
 * record must remain: event registrations (seats), warranty registrations and claims (the warranty and its
 * statistics), vouchers (voided when still active), and the name and address on sales receipts and returns
 * (bookkeeping).
 */
export async function eraseFor(req: PayloadRequest, rawEmail: string) {
  const email = normalise(rawEmail)
  const h = await holdingsFor(req, email)
  const ids = (k: keyof Holdings) => h[k].map((d) => d.id)
  await del(req, 'newsletter-subscribers', ids('newsletter-subscribers'))
  await del(req, 'contact-messages', ids('contact-messages'))
  // One by one: each agreement's afterDelete hook erases its signature and the e-mailed copy.
  for (const id of ids('pdp-agreements'))
    await req.payload.delete({ collection: 'pdp-agreements', id, overrideAccess: true, req })
  await del(req, 'email-verifications', ids('email-verifications'))
  await del(req, 'outbox', ids('outbox'))
  await del(req, 'integration-events', ids('integration-events'))
  await del(req, 'webhook-deliveries', ids('webhook-deliveries'))
  for (const id of ids('event-registrations')) await anonymiseRegistration(req, id)
  for (const claim of h['warranty-claims']) await anonymiseClaim(req, claim)
  for (const id of ids('warranty-registrations')) await anonymiseWarranty(req, id)
  // Versions of registrations since moved to another owner still name this one.
  const oldVersions = h['warranty-registrations (versions)'].map((v) => v.id)
  if (oldVersions.length)
    await req.payload.db.deleteVersions({
      collection: 'warranty-registrations',
      where: { id: { in: oldVersions } },
      req,
    })
  for (const v of h['vouchers'])
    await update(req, 'vouchers', v.id, {
      issued_to_name: null,
      issued_to_email: null,
      ...(v.status === 'active' ? { status: 'void' } : {}),
    })
  for (const id of ids('sales-receipts'))
    await update(req, 'sales-receipts', id, {
      customer_name: null,
      customer_email: null,
      customer_phone: null,
    })
  for (const id of ids('returns')) await update(req, 'returns', id, { customer_name: ANONYMOUS_NAME })
  return countsOf(h)
}
