import { z } from 'zod'

import type { WebhookEventType } from '@/lib/webhook-event-types'

/*
 * The `data` of each event type (docs/integration.md): what the OpenAPI document's `webhooks` and /developers
 * show, and what emitWebhook's callers must send (typed by these schemas), so the documentation cannot drift
 * from the bodies.
 */
const at = z.string().describe('ISO 8601 date-time (UTC)')
const person = z.strictObject({ name: z.string(), email: z.string(), phone: z.string().nullable() })
const claimCommon = {
  claim_no: z.string().describe('The claim number the owner was given'),
  registration_no: z.string().nullable(),
  receipt_no: z.string().nullable().describe('The POS receipt number'),
  serial_no: z.string().nullable(),
  status: z.string().describe('submitted, in-review, approved, rejected or completed'),
}
const registration = z.strictObject({
  registration_code: z.string(),
  event: z.strictObject({ slug: z.string(), title: z.string(), starts_at: at }).nullable(),
  participants: z.number().int(),
  attendee: person,
})

export const eventDataSchemas = {
  'warranty.registered': z.strictObject({
    registration_no: z.string(),
    receipt_no: z.string().describe('The POS receipt number'),
    serial_no: z.string(),
    product_name: z.string(),
    purchased_at: at,
    coverage_until: at,
    owner: person.extend({ city: z.string().nullable() }).describe('The service desk contact (no street)'),
  }),
  'warranty.claim_filed': z.strictObject({
    ...claimCommon,
    problem_category: z.string().nullable(),
    problem: z.string(),
    started_on: z.string().nullable(),
    contact_time: z.string().nullable(),
    photo_count: z.number().int().describe('Photos stay on the site, for staff'),
    owner: person.nullable(),
  }),
  'warranty.claim_status_changed': z.strictObject({
    ...claimCommon,
    previous_status: z.string().nullable(),
    status_note: z.string().nullable(),
  }),
  'refund.decided': z.strictObject({
    return_no: z.string().describe('The return number the POS sent'),
    decision: z.enum(['approved', 'rejected']),
    note: z.string().nullable(),
    decided_at: at,
  }),
  'voucher.claimed': z.strictObject({
    voucher_code: z.string(),
    title: z.string().nullable(),
    value: z.number().int().nullable().describe('Rupiah'),
    channel: z.string().nullable(),
    claimed_at: at,
    email: z.string().nullable().describe('The address the voucher was issued to'),
  }),
  'event_registration.confirmed': registration,
  'event_registration.cancelled': registration,
  'pdp_agreement.signed': z.strictObject({
    agreement_id: z.number().int(),
    consent_version: z.string(),
    consent_at: at,
    channel: z.string(),
    signature_method: z.string(),
    person: person.describe('The NIK and the signature stay on the site'),
  }),
  'contact.received': z.strictObject({
    message_id: z.number().int(),
    topic: z.string(),
    message: z.string(),
    received_at: at,
    from: person,
  }),
  'newsletter.confirmed': z.strictObject({
    email: z.string(),
    source: z.string().nullable(),
    confirmed_at: at.nullable(),
  }),
  'newsletter.unsubscribed': z.strictObject({ email: z.string(), unsubscribed_at: at.nullable() }),
} satisfies Record<WebhookEventType, z.ZodType>

export type EventData<T extends WebhookEventType> = z.input<(typeof eventDataSchemas)[T]>

const owner = { name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890' }
const registrationExample: EventData<'event_registration.confirmed'> = {
  registration_code: 'EVT-8K2Q',
  event: {
    slug: 'workshop-rangkai-bunga',
    title: 'Workshop Rangkai Bunga',
    starts_at: '2026-12-05T03:00:00.000Z',
  },
  participants: 2,
  attendee: owner,
}
/** One example body per type, as a receiver gets it. */
export const eventDataExamples: { [T in WebhookEventType]: EventData<T> } = {
  'warranty.registered': {
    registration_no: 'WR-000123',
    receipt_no: 'STR-2026-00012',
    serial_no: 'SN00123',
    product_name: 'Sofa 3 Dudukan Nara',
    purchased_at: '2026-11-20T03:15:00.000Z',
    coverage_until: '2027-11-20T03:15:00.000Z',
    owner: { ...owner, city: 'Jakarta Selatan' },
  },
  'warranty.claim_filed': {
    claim_no: 'CLM-2026-000045',
    registration_no: 'WR-000123',
    receipt_no: 'STR-2026-00012',
    serial_no: 'SN00123',
    status: 'submitted',
    problem_category: 'Kerusakan rangka',
    problem: 'Kaki sofa kiri retak.',
    started_on: '2026-11-22',
    contact_time: 'Pagi (09.00–12.00)',
    photo_count: 2,
    owner,
  },
  'warranty.claim_status_changed': {
    claim_no: 'CLM-2026-000045',
    registration_no: 'WR-000123',
    receipt_no: 'STR-2026-00012',
    serial_no: 'SN00123',
    status: 'approved',
    previous_status: 'in-review',
    status_note: 'Teknisi datang Kamis.',
  },
  'refund.decided': {
    return_no: 'RET-2026-0042',
    decision: 'approved',
    note: null,
    decided_at: '2026-11-24T02:00:00.000Z',
  },
  'voucher.claimed': {
    voucher_code: 'RLVC-7Q2M-9KD4',
    title: 'Voucher belanja Rp 100.000',
    value: 100000,
    channel: 'web',
    claimed_at: '2026-11-24T02:00:00.000Z',
    email: 'budi@example.com',
  },
  'event_registration.confirmed': registrationExample,
  'event_registration.cancelled': registrationExample,
  'pdp_agreement.signed': {
    agreement_id: 311,
    consent_version: '2026-10',
    consent_at: '2026-11-24T02:00:00.000Z',
    channel: 'web',
    signature_method: 'drawn',
    person: owner,
  },
  'contact.received': {
    message_id: 97,
    topic: 'Pengiriman',
    message: 'Kapan pesanan saya dikirim?',
    received_at: '2026-11-24T02:00:00.000Z',
    from: owner,
  },
  'newsletter.confirmed': {
    email: 'budi@example.com',
    source: 'footer',
    confirmed_at: '2026-11-24T02:00:00.000Z',
  },
  'newsletter.unsubscribed': { email: 'budi@example.com', unsubscribed_at: '2026-11-24T02:00:00.000Z' },
}
