import type {
  CollectionAfterChangeHook,
  CollectionConfig,
  DataFromCollectionSlug,
  PayloadRequest,
} from 'payload'

import { relationId } from '../data/relation'
import { registrationNo } from '../warranty/registration-number'
import { emitWebhook } from './emit'

const idOf = (value: unknown) => relationId(value as number | { id: number } | null | undefined)

async function findDoc<C extends 'warranty-registrations' | 'vouchers' | 'events'>(
  req: PayloadRequest,
  collection: C,
  id: unknown,
): Promise<DataFromCollectionSlug<C> | null> {
  const found = idOf(id)
  if (!found) return null
  return (await req.payload.findByID({
    collection,
    id: found,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })) as DataFromCollectionSlug<C> | null
}

/**
 * The events each collection's changes tell the retailer's systems (docs/integration.md has every body).
 * After-change hooks: the delivery rows join the change's own transaction (emitWebhook with `req`).
 */
export const webhookHooks: Record<string, CollectionAfterChangeHook> = {
  'warranty-registrations': async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    await emitWebhook(
      'warranty.registered',
      doc.serial_no,
      doc.email,
      {
        registration_no: registrationNo(doc.id),
        receipt_no: doc.receipt_no,
        serial_no: doc.serial_no,
        product_name: doc.product_name,
        purchased_at: doc.purchased_at,
        coverage_until: doc.coverage_until,
        owner: { name: doc.customer_name, email: doc.email, phone: doc.phone, city: doc.city },
      },
      req,
    )
    return doc
  },
  'warranty-claims': async ({ doc, previousDoc, operation, req }) => {
    if (operation === 'update' && previousDoc?.status === doc.status) return doc
    const registration = await findDoc(req, 'warranty-registrations', doc.registration)
    const common = {
      claim_no: doc.claim_no,
      registration_no: registration ? registrationNo(registration.id) : null,
      receipt_no: registration?.receipt_no ?? null,
      serial_no: registration?.serial_no ?? null,
      status: doc.status,
    }
    if (operation === 'create')
      await emitWebhook(
        'warranty.claim_filed',
        doc.claim_no,
        registration?.email as string | undefined,
        {
          ...common,
          problem_category: doc.problem_category ?? null,
          problem: doc.problem,
          started_on: doc.started_on ?? null,
          contact_time: doc.contact_time ?? null,
          photo_count: Array.isArray(doc.photos) ? doc.photos.length : 0,
          // The service desk calls the owner about the claim.
          owner: registration
            ? { name: registration.customer_name, email: registration.email, phone: registration.phone }
            : null,
        },
        req,
      )
    else
      await emitWebhook(
        'warranty.claim_status_changed',
        doc.claim_no,
        registration?.email as string | undefined,
        { ...common, previous_status: previousDoc?.status ?? null, status_note: doc.status_note ?? null },
        req,
      )
    return doc
  },
  'refund-approvals': async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    await emitWebhook(
      'refund.decided',
      doc.return_no,
      null,
      { return_no: doc.return_no, decision: doc.decision, note: doc.note ?? null, decided_at: doc.createdAt },
      req,
    )
    return doc
  },
  'voucher-claims': async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    const voucher = await findDoc(req, 'vouchers', doc.voucher)
    await emitWebhook(
      'voucher.claimed',
      doc.code,
      voucher?.issued_to_email as string | undefined,
      {
        voucher_code: doc.code,
        title: voucher?.title ?? null,
        value: voucher?.value ?? null,
        channel: doc.channel ?? null,
        claimed_at: doc.createdAt,
        email: voucher?.issued_to_email ?? null,
      },
      req,
    )
    return doc
  },
  'event-registrations': async ({ doc, previousDoc, req }) => {
    const confirmed = doc.status === 'registered' && previousDoc?.status !== 'registered'
    const cancelled = doc.status === 'cancelled' && previousDoc?.status === 'registered'
    if (!confirmed && !cancelled) return doc
    const event = await findDoc(req, 'events', doc.event)
    await emitWebhook(
      confirmed ? 'event_registration.confirmed' : 'event_registration.cancelled',
      doc.registration_code,
      doc.email,
      {
        registration_code: doc.registration_code,
        event: event ? { slug: event.slug, title: event.title, starts_at: event.starts_at } : null,
        participants: doc.participants,
        attendee: { name: doc.name, email: doc.email, phone: doc.phone },
      },
      req,
    )
    return doc
  },
  'pdp-agreements': async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    await emitWebhook(
      'pdp_agreement.signed',
      String(doc.id),
      doc.email,
      {
        agreement_id: doc.id,
        consent_version: doc.consent_version,
        consent_at: doc.consent_at,
        channel: doc.channel,
        signature_method: doc.signature_method,
        // The CRM records consent by the person; the NIK and the signature stay on the site.
        person: { name: doc.name, email: doc.email, phone: doc.phone },
      },
      req,
    )
    return doc
  },
  'contact-messages': async ({ doc, operation, req }) => {
    if (operation !== 'create') return doc
    await emitWebhook(
      'contact.received',
      String(doc.id),
      doc.email,
      {
        message_id: doc.id,
        topic: doc.topic,
        message: doc.message,
        received_at: doc.createdAt,
        from: { name: doc.name, email: doc.email, phone: doc.phone },
      },
      req,
    )
    return doc
  },
  'newsletter-subscribers': async ({ doc, previousDoc, req }) => {
    if (doc.status === previousDoc?.status) return doc
    if (doc.status === 'confirmed')
      await emitWebhook(
        'newsletter.confirmed',
        doc.email,
        doc.email,
        {
          email: doc.email,
          source: doc.source ?? null,
          confirmed_at: doc.confirmed_at ?? null,
          // No unsubscribe link: the site's never expires (links already mailed must keep working), and a
          // copy in every event the feed and the delivery log hold would let any reader act for the person.
        },
        req,
      )
    if (doc.status === 'unsubscribed')
      await emitWebhook(
        'newsletter.unsubscribed',
        doc.email,
        doc.email,
        { email: doc.email, unsubscribed_at: doc.unsubscribed_at ?? null },
        req,
      )
    return doc
  },
}

/** The collection with its event hook, if it has one. */
export const withWebhooks = (collection: CollectionConfig): CollectionConfig => {
  const hook = webhookHooks[collection.slug]
  return hook
    ? {
        ...collection,
        hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), hook] },
      }
    : collection
}
