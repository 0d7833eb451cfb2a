import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import { seatsTaken } from './events'
import { eventCalendarFile } from './calendar-file'
import { eventFacts, eventState } from './views'
import { type CallData, defineCall } from '../contract/call'
import { emailField, timeZoneSchema } from '../contract/fields'
import { eventRegistrationBody } from './registration-schema'
import { getPayloadClient } from '../payload'
import { findBySlug } from '../data/find'
import type { Outcome } from '../contract/outcome'
import { eventAlreadyRegisteredMail, eventRegistrationMail } from '../mail/messages'
import { mailedRecently, queueMail } from '../mail/outbox'
import type { Event } from '@/payload-types'
import { formatEventTime } from '@/lib/time-zone'

export const eventRegisterCall = defineCall({
  method: 'POST',
  path: '/api/event/insert/event/register',
  tag: 'Events',
  body: eventRegistrationBody,
  write: true,
  summary:
    'Registers for an event (consent to the privacy notice required) and e-mails the registration code with an .ics file; refuses a past, closed or full event and too many participants. The answer is the same whether or not the e-mail was already registered (the e-mail tells its owner); a repeat registers nothing.',
  output: z.strictObject({
    participants: z.number().int(),
    event: z.strictObject({
      title: z.string(),
      slug: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      time_zone: timeZoneSchema,
      venue: z.string(),
      city: z.string(),
      has_gifts: z.boolean(),
    }),
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
      .describe("This registration's place among the active ones: quotas go to the first"),
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

/**
 * Registrations of one event run one at a time in this process, so two requests cannot both take the last
 * seats.
 */
const queues = new Map<number, Promise<unknown>>()
function oneAtATime<T>(key: number, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work)
  const tail = run.catch(() => undefined)
  queues.set(key, tail)
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key)
  })
  return run
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { message?: string })?.message ?? error)) ||
  (error as { name?: string })?.name === 'ValidationError'

export async function registerForEvent(
  input: z.infer<typeof eventRegistrationBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof eventRegisterCall>>> {
  const event = await findBySlug('events', input.event_slug)
  if (!event) return { ok: false, message: 'Event tidak ditemukan.' }
  return oneAtATime(event.id, () => registerIn(event, input, now))
}

async function registerIn(
  event: Event,
  input: z.infer<typeof eventRegistrationBody>,
  now: Date,
): Promise<Outcome<CallData<typeof eventRegisterCall>>> {
  const payload = await getPayloadClient()
  const taken = (await seatsTaken([event.id])).get(event.id) ?? 0
  const state = eventState(event, taken, now)
  if (state === 'past') return { ok: false, message: 'Event ini sudah berlangsung.' }
  if (state === 'closed') return { ok: false, message: 'Pendaftaran event ini sudah ditutup.' }
  if (state === 'full') return { ok: false, message: 'Maaf, kuota event ini sudah penuh.' }
  const max = event.max_participants_per_registration ?? 4
  if (input.participants > max) return { ok: false, message: `Maksimal ${max} peserta per pendaftaran.` }
  const left = event.capacity - taken
  if (input.participants > left) return { ok: false, message: `Sisa kuota tinggal ${left} kursi.` }
  const facts = eventFacts(event)
  // Whether or not this address is already registered, the person at the screen reads the same answer.
  const answer: Outcome<CallData<typeof eventRegisterCall>> = {
    ok: true,
    message: `Pendaftaran diterima. Kode registrasi dan detail event kami kirim ke ${input.email}. Sampai jumpa pada ${formatEventTime(event.starts_at, event.ends_at, facts.time_zone)} di ${event.venue}.`,
    data: {
      participants: input.participants,
      event: {
        title: event.title,
        slug: event.slug,
        starts_at: event.starts_at,
        ends_at: event.ends_at,
        time_zone: facts.time_zone,
        venue: event.venue,
        city: event.city,
        has_gifts: Boolean(event.gifts?.length),
      },
    },
  }
  const remind = async () => {
    const { docs: earlier } = await payload.find({
      collection: 'event-registrations',
      where: {
        and: [
          { event: { equals: event.id } },
          { email: { equals: input.email } },
          { status: { equals: 'registered' } },
        ],
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!earlier[0]) return false
    // At most one such reminder an hour per address and event, so the form cannot flood someone's mailbox.
    const reminder = eventAlreadyRegisteredMail(
      input.email,
      facts,
      earlier[0].registration_code,
      earlier[0].participants,
    )
    if (!(await mailedRecently(input.email, 'event-registration', 3_600_000, reminder.subject)))
      await queueMail(reminder, now)
    return true
  }
  if (await remind()) return answer
  const registration_code = `EV${event.id}-${randomBytes(3).toString('hex').toUpperCase()}`
  try {
    await payload.create({
      collection: 'event-registrations',
      overrideAccess: true,
      data: {
        event: event.id,
        status: 'registered',
        name: input.name,
        email: input.email,
        phone: input.phone,
        participants: input.participants,
        note: input.note,
        consented_at: now.toISOString(),
        registration_code,
      },
    })
  } catch (error) {
    // Another instance registered this address a moment ago: the unique key held, so answer as for a repeat.
    if (isUniqueViolation(error) && (await remind())) return answer
    throw error
  }
  await queueMail(
    eventRegistrationMail(
      input.email,
      input.name,
      facts,
      registration_code,
      input.participants,
      eventCalendarFile(event, `Kode registrasi: ${registration_code}`),
    ),
    now,
  )
  return answer
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
  // A gift with a quota goes to the first registrants: this registration's place among the active ones
  // decides.
  const { totalDocs: before } = await payload.count({
    collection: 'event-registrations',
    overrideAccess: true,
    where: {
      and: [
        { event: { equals: event.id } },
        { status: { equals: 'registered' } },
        { id: { less_than: registration.id } },
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
