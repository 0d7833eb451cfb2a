import type { Payload } from 'payload'
import { z } from 'zod'

import { seatsTaken } from './seats'
import { eventCalendarFile } from './calendar-file'
import { oneAtATime } from './one-at-a-time'
import { isUniqueViolation } from '../data/unique'
import { crashPoint } from '../crash-point'
import { ensureChangeEvent } from '../webhooks/ensure'
import { confirmVerdict, readPendingRef } from './pending'
import { eventSummary, registrationEventSchema } from './registration'
import { eventFacts, eventState, eventZone } from './views'
import { type CallData, defineCall } from '../contract/call'
import type { Outcome } from '../contract/outcome'
import { relationId } from '../data/relation'
import { eventRegistrationMail } from '../mail/messages'
import { queueMail } from '../mail/outbox'
import { getPayloadClient } from '../payload'
import { checkVerificationCode } from '../trust/verification'
import type { Event, EventRegistration } from '@/payload-types'
import { formatEventTime } from '@/lib/time-zone'

/** The challenge (`c`) and code (`k`) of the link the register call e-mails. */
export const eventConfirmBody = z.object({
  challenge: z
    .string({ message: 'challenge is required' })
    .trim()
    .min(20, 'challenge is invalid')
    .max(1000, 'challenge is invalid'),
  code: z
    .string({ message: 'code is required' })
    .trim()
    .regex(/^\d{6}$/, 'code is 6 digits'),
})

export const eventConfirmCall = defineCall({
  method: 'POST',
  path: '/api/event/insert/event/confirm',
  tag: 'Events',
  body: eventConfirmBody,
  write: true,
  summary:
    'Confirms a registration with the challenge (c) and code (k) of the link the register call e-mailed: takes its seats if they are still free and e-mails the registration code with an .ics file; confirming again changes and sends nothing. Refuses in plain words when the event filled, closed or started meanwhile (naming the next session of the same calendar that has seats), and a wrong, expired or used link.',
  output: z.strictObject({
    status: z
      .enum(['confirmed', 'already-confirmed'])
      .describe('already-confirmed: an earlier confirmation took the seats; nothing changed'),
    participants: z.number().int(),
    event: registrationEventSchema,
  }),
  refuses: true,
})

/** The next session of the same calendar a person may still register for, if any. */
export type NextSession = { title: string; slug: string; when: string }

export type ConfirmResult =
  | { ok: true; already: boolean; participants: number; event: Event }
  | {
      ok: false
      why: 'invalid' | 'cancelled' | 'past' | 'closed' | 'lapsed' | 'full'
      message: string
      event?: Event
      next?: NextSession | null
    }

const invalidLink =
  'Tautan konfirmasi ini salah, sudah kedaluwarsa atau sudah dipakai. Bila Anda sudah mengonfirmasi, kode registrasi ada di email Anda; bila belum, daftar lagi.'

/**
 * Confirms the registration a link names: under the event's queue, takes its seats when they are still free
 * (and only then sends the code and the .ics). Confirming a confirmed one again answers so and sends nothing.
 */
export async function confirmEventRegistration(
  input: z.infer<typeof eventConfirmBody>,
  now = new Date(),
): Promise<ConfirmResult> {
  const checked = await checkVerificationCode({ challenge: input.challenge, code: input.code }, now)
  if (!checked.ok) return { ok: false, why: 'invalid', message: checked.message }
  const { record } = checked
  if (record.purpose !== 'event' || !record.ref) return { ok: false, why: 'invalid', message: invalidLink }
  const payload = await getPayloadClient()
  const named = readPendingRef(record.ref)
  if (!named) return { ok: false, why: 'invalid', message: invalidLink }
  const id = named.id
  const found = await payload.findByID({
    collection: 'event-registrations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  // The link proves this address only: a registration since given another address is not its to confirm.
  if (!found || found.email !== record.email || found.registration_code !== named.code)
    return { ok: false, why: 'invalid', message: invalidLink }
  const event = await payload.findByID({
    collection: 'events',
    id: relationId(found.event),
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  // An event staff have taken off the site takes no more seats.
  if (!event || !event.is_enabled) return { ok: false, why: 'invalid', message: invalidLink }
  return oneAtATime(event.id, () => confirmIn(event, id, named.code, now))
}

async function confirmIn(event: Event, id: number, code: string, now: Date): Promise<ConfirmResult> {
  const payload = await getPayloadClient()
  // Read again inside the queue: a click a moment ago may have confirmed it.
  const registration = await payload.findByID({
    collection: 'event-registrations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!registration || registration.registration_code !== code)
    return { ok: false, why: 'invalid', message: invalidLink }
  const confirmed = { ok: true, participants: registration.participants, event } as const
  // Confirmed already: its code, calendar file and event are written if a crash kept them out, else nothing.
  if (registration.status === 'registered') {
    await mailRegistration(payload, registration, event, now)
    await ensureChangeEvent('event-registrations', registration)
    return { ...confirmed, already: true }
  }
  if (registration.status === 'cancelled')
    return { ok: false, why: 'cancelled', message: 'Pendaftaran ini sudah dibatalkan.', event }
  const taken = (await seatsTaken(payload, [event.id])).get(event.id) ?? 0
  const verdict = confirmVerdict({
    state: eventState(event, taken, now),
    capacity: event.capacity,
    taken,
    participants: registration.participants,
    expiresAt: registration.expires_at,
    now,
  })
  if (!verdict.take) {
    const next = verdict.why === 'full' || verdict.why === 'closed' ? await nextSession(event, now) : null
    return { ok: false, why: verdict.why, message: refusal(verdict, next), event, next }
  }
  try {
    await payload.update({
      collection: 'event-registrations',
      id,
      overrideAccess: true,
      data: { status: 'registered', confirmed_at: now.toISOString(), expires_at: null },
    })
  } catch (error) {
    // This address confirmed another registration for the event (perhaps on another instance): that one
    // holds the seats; the unique key kept this one from holding a second set.
    if (isUniqueViolation(error)) return { ...confirmed, already: true }
    throw error
  }
  crashPoint('event-confirmation.before-mail')
  await mailRegistration(payload, registration, event, now)
  return { ...confirmed, already: false }
}

/** The registration code and the .ics, once per confirmed registration. */
const mailRegistration = (payload: Payload, registration: EventRegistration, event: Event, now: Date) =>
  queueMail(
    payload,
    eventRegistrationMail(
      registration.email,
      registration.name,
      eventFacts(event),
      registration.registration_code,
      registration.participants,
      eventCalendarFile(event, `Kode registrasi: ${registration.registration_code}`),
    ),
    { now, once: `event-registered:${registration.registration_code}` },
  )

function refusal(
  verdict: { why: 'past' | 'closed' | 'lapsed' | 'full'; left: number },
  next: NextSession | null,
): string {
  const elsewhere = next ? ` Sesi berikutnya masih ada kursi: ${next.title}, ${next.when}.` : ''
  switch (verdict.why) {
    case 'past':
      return 'Event ini sudah berlangsung; pendaftaran tidak dapat dikonfirmasi lagi.'
    case 'closed':
      return `Pendaftaran event ini sudah ditutup sebelum Anda mengonfirmasi, jadi tidak ada kursi yang kami pesan.${elsewhere}`
    case 'lapsed':
      return 'Batas waktu konfirmasi sudah lewat. Silakan daftar lagi bila kursi masih tersedia.'
    case 'full':
      return `Maaf, event ini sudah penuh sebelum Anda mengonfirmasi, jadi tidak ada kursi yang kami pesan${verdict.left > 0 ? ` (sisa ${verdict.left} kursi, kurang dari jumlah peserta Anda)` : ''}.${elsewhere}`
  }
}

/**
 * The soonest later event of the same calendar still open with a seat: offered when this one filled
 * (docs/events.md says why not a waiting list).
 */
export async function nextSession(event: Event, now = new Date()): Promise<NextSession | null> {
  const calendar = relationId(event.calendar)
  if (!calendar) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: {
      and: [
        { calendar: { equals: calendar } },
        { is_enabled: { equals: true } },
        { id: { not_equals: event.id } },
        { starts_at: { greater_than: now.toISOString() } },
      ],
    },
    sort: ['starts_at', 'id'],
    limit: 10,
    depth: 1,
    overrideAccess: true,
  })
  const taken = await seatsTaken(
    payload,
    docs.map((e) => e.id),
  )
  const open = docs.find((e) => eventState(e, taken.get(e.id) ?? 0, now) === 'open')
  return open
    ? {
        title: open.title,
        slug: open.slug,
        when: formatEventTime(open.starts_at, open.ends_at, eventZone(open)),
      }
    : null
}

/** The contract's answer to a confirmation. */
export async function confirmEventRegistrationCall(
  input: z.infer<typeof eventConfirmBody>,
  now = new Date(),
): Promise<Outcome<CallData<typeof eventConfirmCall>>> {
  const result = await confirmEventRegistration(input, now)
  if (!result.ok) return { ok: false, message: result.message }
  return {
    ok: true,
    message: confirmedMessage(result.already),
    data: {
      status: result.already ? 'already-confirmed' : 'confirmed',
      participants: result.participants,
      event: eventSummary(result.event),
    },
  }
}

export const confirmedMessage = (already: boolean) =>
  already
    ? 'Pendaftaran ini sudah dikonfirmasi sebelumnya; kursi Anda tetap terpesan. Kode registrasi ada di email Anda.'
    : 'Pendaftaran dikonfirmasi dan kursi Anda sudah kami pesan. Kode registrasi dan file kalender kami kirim ke email Anda.'
