import { describedOptions } from '@/lib/select-options'

/**
 * What the site tells the retailer's systems (issue 39), one type per fact, each body documented in
 * docs/integration.md: the retailer's own identifiers and only the personal data the receiving system needs
 * to act (a service desk calls the owner of a claim; a CRM records a newsletter consent by address).
 */
export const webhookEventTypes = {
  'warranty.registered': 'Garansi didaftarkan',
  'warranty.claim_filed': 'Klaim garansi masuk',
  'warranty.claim_status_changed': 'Status klaim garansi berubah',
  'refund.decided': 'Pelanggan memutuskan pengembalian dana',
  'voucher.claimed': 'Voucher diklaim',
  'event_registration.confirmed': 'Pendaftaran event dikonfirmasi',
  'event_registration.cancelled': 'Pendaftaran event dibatalkan',
  'pdp_agreement.signed': 'Persetujuan data pribadi ditandatangani',
  'contact.received': 'Pesan kontak masuk',
  'newsletter.confirmed': 'Langganan newsletter dikonfirmasi',
  'newsletter.unsubscribed': 'Berhenti berlangganan newsletter',
} as const

export type WebhookEventType = keyof typeof webhookEventTypes

export const webhookEventOptions = describedOptions(webhookEventTypes)

/**
 * The types whose `data` names a person (a name, an address, a phone, a message they wrote): a feed key
 * reads them only when an administrator granted each explicitly, and each read is in the personal-data
 * audit log. The others carry the retailer's numbers and states only.
 */
export const personalDataEventTypes: ReadonlySet<WebhookEventType> = new Set<WebhookEventType>([
  'warranty.registered',
  'warranty.claim_filed',
  'voucher.claimed',
  'event_registration.confirmed',
  'event_registration.cancelled',
  'pdp_agreement.signed',
  'contact.received',
  'newsletter.confirmed',
  'newsletter.unsubscribed',
])

/** What keys holding `events:read` before grants existed keep (the migration gives them exactly these). */
export const eventTypesWithoutPersonalData = (Object.keys(webhookEventTypes) as WebhookEventType[]).filter(
  (t) => !personalDataEventTypes.has(t),
)
