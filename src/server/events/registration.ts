import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import { seatsTaken } from './seats'
import { eventFacts, eventState, eventZone } from './views'
import { oneAtATime } from './one-at-a-time'
import { isUniqueViolation } from '../data/unique'
import { crashPoint } from '../crash-point'
import { eventConfirmPath, linkMinutes, pendingExpiry, pendingRef } from './pending'
import { type CallData, defineCall } from '../contract/call'
import { emailField, timeZoneSchema } from '../contract/fields'
import { eventRegistrationBody } from './registration-schema'
import { getPayloadClient } from '../payload'
import { findBySlug } from '../data/find'
import type { Outcome } from '../contract/outcome'
import { eventAlreadyRegisteredMail, eventConfirmRequestMail } from '../mail/messages'
import { mailedRecently, queueMail } from '../mail/outbox'
import { startVerification } from '../trust/verification'
import { noSoonerThan } from '../security/even-timing'
import type { Event, EventRegistration } from '@/payload-types'
import { absoluteSiteUrl } from '@/lib/site-url'

/** The event as the register and confirm calls name it (`eventSummary` below). */
export const registrationEventSchema = z.strictObject({
  title: z.string(),
  slug: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: timeZoneSchema,
  venue: z.string(),
  city: z.string(),
  has_gifts: z.boolean(),
})

export const eventRegisterCall = defineCall({
  method: 'POST',
  path: '/api/event/insert/event/register',
  tag: 'Events',
  body: eventRegistrationBody,
  write: true,
  summary:
    'Registers for an event (consent to the privacy notice required) pending confirmation: e-mails the address a confirmation link (POST /api/event/insert/event/confirm); the registration holds no seat and no gift place until confirmed and lapses unconfirmed (a day, or at the registration deadline). Refuses a past, closed or full event and too many participants. The answer is the same whether or not the e-mail was already registered or pending (the e-mail tells its owner), and takes at least 150 ms either way; a repeat with the same details while its link is open sends nothing, one with other details replaces the pending registration (the old link stops working).',
  output: z.strictObject({
    status: z
      .literal('pending')
      .describe('Awaiting confirmation: nothing is held until the e-mailed link is followed'),
    participants: z.number().int(),
    event: registrationEventSchema,
  }),
  refuses: true,
})

export const eventGiftBody = z.object({
  registration_code: z
    .string({ message: 'registration_code is required' })
    .trim()
    .min(4, 'registration_code is required')
    .max(40)
    .transform((v) => v.toUpperCase()),
  email: emailField,
})

export const eventGiftCall = defineCall({
  method: 'POST',
  path: '/api/event/detail/gift',
  tag: 'Events',
  body: eventGiftBody,
  summary:
    'The gift a registrant may claim at the event, found by registration code and e-mail (rate-limited per client).',
  write: true,
  output: z.strictObject({
    registration_code: z.string(),
    registration_place: z
      .number()
      .int()
      .describe("This registration's place among the confirmed ones: quotas go to the first"),
    event: z.strictObject({ title: z.string(), slug: z.string(), starts_at: z.string(), venue: z.string() }),
    gifts: z.array(
      z.strictObject({
        name: z.string(),
        description: z.string().nullable(),
        quota: z.number().int().nullable(),
        eligible: z.boolean(),
      }),
    ),
    gift_claimed: z.string().nullable().describe('When staff handed the gift over'),
  }),
  refuses: true,
})

export async function registerForEvent(
  input: z.infer<typeof eventRegistrationBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof eventRegisterCall>>> {
  const event = await findBySlug('events', input.event_slug)
  if (!event) return { ok: false, message: 'Event tidak ditemukan.' }
  // A new address costs more writes than a known one: every answer takes at least as long as the slow path,
  // so its timing does not tell whether an address is already registered.
  return noSoonerThan(registrationAnswerMs, () => oneAtATime(event.id, () => registerIn(event, input, now)))
}

/** Comfortably above a new registration's own time on a quiet server (about 30-40 ms on 2 cores). */
const registrationAnswerMs = 150

/** What the page and the call answer after registering: the same whatever the address's state. */
export const pendingMessage = (email: string) =>
  `Cek email Anda untuk mengonfirmasi pendaftaran. Kami mengirim tautan konfirmasi ke ${email}; pendaftaran berlaku dan kursi kami pesan setelah Anda menekan tautan itu, selama kursi masih tersedia.`

/**
 * Records a registration awaiting confirmation and e-mails its confirmation link. It holds no seat and no
 * gift place until confirmed (confirmation.ts); it lapses unconfirmed. Whatever the address's state (new,
 * pending, confirmed), the person at the screen reads the same answer and only the mailbox learns more.
 */
async function registerIn(
  event: Event,
  input: z.infer<typeof eventRegistrationBody>,
  now: Date,
): Promise<Outcome<CallData<typeof eventRegisterCall>>> {
  const payload = await getPayloadClient()
  const taken = (await seatsTaken(payload, [event.id])).get(event.id) ?? 0
  const state = eventState(event, taken, now)
  if (state === 'past') return { ok: false, message: 'Event ini sudah berlangsung.' }
  if (state === 'closed') return { ok: false, message: 'Pendaftaran event ini sudah ditutup.' }
  if (state === 'full') return { ok: false, message: 'Maaf, kuota event ini sudah penuh.' }
  const max = event.max_participants_per_registration ?? 4
  if (input.participants > max) return { ok: false, message: `Maksimal ${max} peserta per pendaftaran.` }
  const left = event.capacity - taken
  if (input.participants > left) return { ok: false, message: `Sisa kuota tinggal ${left} kursi.` }
  const facts = eventFacts(event)
  const answer: Outcome<CallData<typeof eventRegisterCall>> = {
    ok: true,
    message: pendingMessage(input.email),
    data: { status: 'pending', participants: input.participants, event: eventSummary(event) },
  }
  const remind = async () => {
    const earlier = await activeRegistration(event.id, input.email, 'registered')
    if (!earlier) return false
    // At most one such reminder an hour per address and event, so the form cannot flood someone's mailbox.
    const reminder = eventAlreadyRegisteredMail(
      input.email,
      facts,
      earlier.registration_code,
      earlier.participants,
    )
    if (!(await mailedRecently(payload, input.email, 'event-registration', 3_600_000, reminder.subject)))
      await queueMail(payload, reminder, { now })
    return true
  }
  if (await remind()) return answer
  const pending = await activeRegistration(event.id, input.email, 'pending')
  // (One staff set to pending by hand has no deadline: it stays as staff left it.)
  if (pending && !pending.expires_at) return answer
  // A retry (a double click, a reload) while its link is open sends nothing: the link is in the mailbox;
  // unless the link never went out (the process died after the registration was written), then it goes now.
  if (pending && new Date(pending.expires_at!) > now && sameDetails(pending, input)) {
    await sendConfirmLink(pending, facts, now)
    return answer
  }
  // Otherwise the newest registration for an address replaces a pending one (and its unique key), and only
  // the newest link confirms. Keeping the first would let anyone who typed an address first block its owner's
  // registration until it lapsed; a replacement only ever reaches the owner's mailbox, which confirms only
  // what it asked for (the mail names the event and the number of participants).
  if (pending)
    await payload.delete({ collection: 'event-registrations', id: pending.id, overrideAccess: true })
  const expiresAt = pendingExpiry(now, event.registration_closes_at ?? event.starts_at)
  let registration: EventRegistration
  try {
    registration = await payload.create({
      collection: 'event-registrations',
      overrideAccess: true,
      data: {
        event: event.id,
        status: 'pending',
        expires_at: expiresAt.toISOString(),
        name: input.name,
        email: input.email,
        phone: input.phone,
        participants: input.participants,
        note: input.note,
        consented_at: now.toISOString(),
        registration_code: `EV${event.id}-${randomBytes(3).toString('hex').toUpperCase()}`,
      },
    })
  } catch (error) {
    // Another instance recorded this address a moment ago: the unique key held; that request sends the link.
    if (isUniqueViolation(error)) return answer
    throw error
  }
  crashPoint('event-registration.before-link')
  // A locked address (too many codes) answers the same: nothing here may tell the states apart. The
  // registration no link went out for is dropped: it could never be confirmed.
  if (!(await sendConfirmLink(registration, facts, now)))
    await payload.delete({ collection: 'event-registrations', id: registration.id, overrideAccess: true })
  return answer
}

/** Sends a pending registration's confirmation link unless it is in the Outbox; false when refused. */
async function sendConfirmLink(
  registration: EventRegistration,
  facts: ReturnType<typeof eventFacts>,
  now: Date,
): Promise<boolean> {
  const sent = await startVerification(registration.email, 'event', pendingRef(registration), {
    now,
    minutes: linkMinutes(now, new Date(registration.expires_at!)),
    resend: false,
    link: (c, k) => absoluteSiteUrl(`${eventConfirmPath}?c=${encodeURIComponent(c)}&k=${k}`),
    mail: (code, link, minutes) =>
      eventConfirmRequestMail(registration.email, facts, registration.participants, code, link!, minutes),
  })
  return sent.ok
}

/** The event as the register and confirm calls name it. */
export const eventSummary = (event: Event) => ({
  title: event.title,
  slug: event.slug,
  starts_at: event.starts_at,
  ends_at: event.ends_at,
  time_zone: eventZone(event),
  venue: event.venue,
  city: event.city,
  has_gifts: Boolean(event.gifts?.length),
})

/** Whether a pending registration holds what the form holds now (the same person retrying). */
const sameDetails = (pending: EventRegistration, input: z.infer<typeof eventRegistrationBody>) =>
  pending.name === input.name &&
  pending.phone === input.phone &&
  pending.participants === input.participants &&
  (pending.note ?? '') === (input.note ?? '')

async function activeRegistration(
  eventId: number,
  email: string,
  status: 'pending' | 'registered',
): Promise<EventRegistration | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: {
      and: [{ event: { equals: eventId } }, { email: { equals: email } }, { status: { equals: status } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

export async function findEventGift(
  input: z.infer<typeof eventGiftBody>,
): Promise<Outcome<CallData<typeof eventGiftCall>>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'event-registrations',
    where: {
      and: [
        { registration_code: { equals: input.registration_code } },
        { email: { equals: input.email } },
        { status: { equals: 'registered' } },
      ],
    },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const registration = docs[0]
  if (!registration || typeof registration.event !== 'object')
    return { ok: false, message: 'Kode registrasi atau email tidak cocok.' }
  const event = registration.event
  if (!event.gifts?.length) return { ok: false, message: 'Event ini tidak menyediakan hadiah.' }
  // A gift with a quota goes to the first registrants: this registration's place among the confirmed ones, in
  // the order they were confirmed, decides (registrations awaiting confirmation hold no place).
  const { totalDocs: before } = await payload.count({
    collection: 'event-registrations',
    overrideAccess: true,
    where: {
      and: [
        { event: { equals: event.id } },
        { status: { equals: 'registered' } },
        { id: { not_equals: registration.id } },
        registration.confirmed_at
          ? {
              or: [
                { confirmed_at: { exists: false } },
                { confirmed_at: { less_than: registration.confirmed_at } },
                {
                  and: [
                    { confirmed_at: { equals: registration.confirmed_at } },
                    { id: { less_than: registration.id } },
                  ],
                },
              ],
            }
          : { and: [{ confirmed_at: { exists: false } }, { id: { less_than: registration.id } }] },
      ],
    },
  })
  const place = before + 1
  const gifts = event.gifts.map((g) => ({
    name: g.name,
    description: g.description ?? null,
    quota: g.quota ?? null,
    eligible: g.quota === null || g.quota === undefined || place <= g.quota,
  }))
  return {
    ok: true,
    message: gifts.some((g) => g.eligible)
      ? 'Tunjukkan kode registrasi ini di meja registrasi untuk mengambil hadiah.'
      : 'Kuota hadiah sudah habis untuk urutan pendaftaran Anda.',
    data: {
      registration_code: registration.registration_code,
      registration_place: place,
      event: { title: event.title, slug: event.slug, starts_at: event.starts_at, venue: event.venue },
      gifts,
      gift_claimed: registration.gift_claimed ?? null,
    },
  }
}
